package org.variantc.compiler.check;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.syntax.Definition;
import org.variantc.compiler.syntax.DefinitionParser;
import org.variantc.compiler.syntax.ExtendsDecl;
import org.variantc.compiler.syntax.PieceDecl;
import org.variantc.compiler.syntax.Statement;
import org.variantc.compiler.syntax.Word;

/**
 * {@code extends}: a definition laid over its base, and the base over its own, as one list of
 * statements for the checker. A piece with a base piece's id replaces it where the base had it;
 * any other statement the extending file writes (variant, board, setup, castling, drops, end)
 * replaces the base's; {@code without} ids remove base pieces. Statements keep the spans of the
 * file they were written in, so an error inside a base is reported against the base.
 */
final class Inheritance {
    private final Diagnostics diagnostics;
    private final List<SourceFile> bases = new ArrayList<>();

    Inheritance(Diagnostics diagnostics) {
        this.diagnostics = diagnostics;
    }

    /** The longest chain of bases (each resolved by recursion, so it must end well before the stack does). */
    static final int MAX_DEPTH = 32;

    /** The base files read, for showing their lines in a report. */
    List<SourceFile> bases() {
        return List.copyOf(bases);
    }

    /**
     * The definition with every base merged in, or empty after reporting why not (a missing,
     * unreadable or malformed base, a cycle, a bad {@code without}); nothing is checked then, to
     * avoid errors that only follow from the missing base.
     */
    Optional<Definition> resolve(Definition definition) {
        List<Path> chain = new ArrayList<>();
        chain.add(identity(Path.of(definition.file())));
        return resolve(definition, chain);
    }

    private Optional<Definition> resolve(Definition child, List<Path> chain) {
        List<ExtendsDecl> extendsDecls = child.statements().stream()
                .filter(ExtendsDecl.class::isInstance).map(ExtendsDecl.class::cast).toList();
        if (extendsDecls.isEmpty()) {
            return Optional.of(child);
        }
        if (extendsDecls.size() > 1) {
            diagnostics.error(extendsDecls.get(1).span(), "a variant extends one base; the first extends is at line "
                    + extendsDecls.get(0).span().line());
            return Optional.empty();
        }
        ExtendsDecl decl = extendsDecls.get(0);
        if (chain.size() > MAX_DEPTH) {
            diagnostics.error(decl.span(), "this extends is " + chain.size() + " bases deep; a chain of "
                    + MAX_DEPTH + " extends at most");
            return Optional.empty();
        }
        Optional<Path> file = baseFile(child.file(), decl, chain);
        if (file.isEmpty()) {
            return Optional.empty();
        }
        List<Path> longer = new ArrayList<>(chain);
        longer.add(identity(file.get()));
        return read(file.get(), decl)
                .flatMap(source -> DefinitionParser.parse(source, diagnostics))
                .flatMap(base -> resolve(base, longer))
                .flatMap(base -> merge(base, child, decl));
    }

    /** The base's path, relative to the extending file; a name that is no .variant file, a missing file or a cycle reported. */
    private Optional<Path> baseFile(String childFile, ExtendsDecl decl, List<Path> chain) {
        String name = decl.path().value();
        if (!name.endsWith(".variant")) {
            diagnostics.error(decl.path().span(), "extends names a .variant file, not \"" + name + "\"");
            return Optional.empty();
        }
        Path file;
        try {
            Path dir = Path.of(childFile).getParent();
            file = (dir == null ? Path.of(name) : dir.resolve(name)).normalize();
        } catch (InvalidPathException e) {
            diagnostics.error(decl.path().span(), "\"" + name + "\" is not a file name: " + e.getReason());
            return Optional.empty();
        }
        if (!Files.isRegularFile(file)) {
            diagnostics.error(decl.path().span(), "the base variant " + name + " does not exist (looked for " + file + ")");
            return Optional.empty();
        }
        int seen = chain.indexOf(identity(file));
        if (seen >= 0) {
            String cycle = chain.subList(seen, chain.size()).stream().map(p -> p.getFileName().toString())
                    .collect(Collectors.joining(" extends "));
            diagnostics.error(decl.path().span(), "extends goes round in a circle: " + cycle + " extends "
                    + file.getFileName());
            return Optional.empty();
        }
        return Optional.of(file);
    }

    private Optional<SourceFile> read(Path file, ExtendsDecl decl) {
        try {
            SourceFile source = new SourceFile(file.toString(), DefinitionText.read(file));
            bases.add(source);
            return Optional.of(source);
        } catch (IOException | RuntimeException e) {
            diagnostics.error(decl.path().span(), "cannot read the base variant " + file + ": " + e.getMessage());
            return Optional.empty();
        }
    }

    /** The same file however it is named: its real path if it exists, else its absolute one. */
    private static Path identity(Path file) {
        try {
            return file.toRealPath();
        } catch (IOException | RuntimeException e) {
            return file.toAbsolutePath().normalize();
        }
    }

    private Optional<Definition> merge(Definition base, Definition child, ExtendsDecl decl) {
        Set<String> baseIds = new HashSet<>();
        base.statements().stream().filter(PieceDecl.class::isInstance)
                .forEach(s -> baseIds.add(((PieceDecl) s).id().text()));
        Set<String> removed = new HashSet<>();
        boolean ok = true;
        for (Word id : decl.without()) {
            if (!baseIds.contains(id.text())) {
                diagnostics.error(id.span(), "the base has no piece with id '" + id.text() + "' to leave out");
                ok = false;
            }
            removed.add(id.text());
        }
        if (!ok) {
            return Optional.empty();
        }
        Map<String, PieceDecl> replacements = new HashMap<>();
        Set<Class<?>> replacedKinds = new HashSet<>();
        for (Statement s : child.statements()) {
            if (s instanceof PieceDecl p) {
                replacements.putIfAbsent(p.id().text(), p);
            } else if (!(s instanceof ExtendsDecl)) {
                replacedKinds.add(s.getClass());
            }
        }
        Map<Statement, Boolean> placed = new IdentityHashMap<>();
        List<Statement> merged = new ArrayList<>();
        for (Statement s : base.statements()) {
            if (s instanceof PieceDecl p) {
                PieceDecl replacement = replacements.get(p.id().text());
                if (replacement != null && !removed.contains(p.id().text())) {
                    merged.add(replacement);
                    placed.put(replacement, true);
                } else if (!removed.contains(p.id().text())) {
                    merged.add(p);
                }
            } else if (!replacedKinds.contains(s.getClass())) {
                merged.add(s);
            }
        }
        for (Statement s : child.statements()) {
            if (!(s instanceof ExtendsDecl) && !placed.containsKey(s)) {
                merged.add(s);
            }
        }
        return Optional.of(new Definition(child.file(), List.copyOf(merged)));
    }
}
