package org.variantc.compiler.imports.ini;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.variantc.compiler.diagnostics.Diagnostic;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.imports.GameName;
import org.variantc.compiler.imports.ImportProblem;
import org.variantc.compiler.imports.ImportedGame;
import org.variantc.compiler.imports.VariantText;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;

/**
 * A {@code variants.ini} made into definitions, one per section: each written, then checked by
 * our own compiler, so a game is only handed out when it compiles; what it could not carry over
 * is listed at the ini's lines.
 *
 * @param errors what makes the file itself unreadable (a line that is no key and no section)
 */
public record IniImport(List<ImportedGame> games, List<ImportProblem> errors) {
    public IniImport {
        games = List.copyOf(games);
        errors = List.copyOf(errors);
    }

    /**
     * @param only  a section name, or null for every section
     * @param lossy write a game even when something that changes play is lost, listing it
     */
    public static IniImport read(String fileName, String text, String only, boolean lossy) {
        IniFile ini = IniFile.read(fileName, text);
        Map<String, ResolvedSection> resolved = new HashMap<>();
        List<ImportedGame> games = new ArrayList<>();
        for (IniSection section : ini.sections()) {
            ResolvedSection game = ResolvedSection.resolve(section, resolved);
            resolved.putIfAbsent(section.name(), game);
            if (only == null || only.equals(section.name())) {
                games.add(translate(game, fileName, lossy));
            }
        }
        return new IniImport(games, ini.errors());
    }

    private static ImportedGame translate(ResolvedSection game, String fileName, boolean lossy) {
        IniSection section = game.section();
        List<ImportProblem> lost = new ArrayList<>(GameName.problems(section.name(), section.span().shift(1)));
        SectionTranslation translation = new SectionTranslation(game);
        translation.translate(baseName(fileName));
        lost.addAll(translation.problems());
        VariantText body = translation.text();
        if (lost.isEmpty() || lossy) {
            Compilation compiled = VariantCompiler.compile(new SourceFile(section.name() + ".variant", body.text()));
            for (Diagnostic d : compiled.diagnostics()) {
                Span origin = body.origin(d.span().line());
                lost.add(new ImportProblem(origin == null ? section.span() : origin,
                        "the definition written for it does not check: " + d.message()));
            }
        }
        if (!lost.isEmpty() && !lossy) {
            return new ImportedGame(section.name(), "", lost);
        }
        return new ImportedGame(section.name(), header(section, fileName, lost) + body.text(), lost);
    }

    private static String header(IniSection section, String fileName, List<ImportProblem> lost) {
        VariantText head = new VariantText();
        String title = "[" + section.name() + (section.parent().isEmpty() ? "" : ":" + section.parent()) + "]";
        head.comment("Imported by 'variantc import' from " + baseName(fileName) + ", section " + title
                + " at line " + section.span().line() + ".", section.span());
        if (!section.parent().isEmpty()) {
            head.comment("Its parent '" + section.parent() + "' is written out here: every rule it gives is stated.",
                    section.span());
        }
        if (!lost.isEmpty()) {
            head.comment("Left out (--lossy), so this game is not the ini's:", section.span());
            lost.forEach(p -> head.comment("  line " + p.span().line() + ": " + p.message(), p.span()));
        }
        head.line("", section.span());
        return head.text();
    }

    private static String baseName(String fileName) {
        return java.nio.file.Path.of(fileName).getFileName().toString();
    }
}
