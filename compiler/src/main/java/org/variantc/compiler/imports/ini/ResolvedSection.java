package org.variantc.compiler.imports.ini;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.imports.ImportProblem;

/**
 * A section with everything it inherits: its rule keys (the section's own over its parent's)
 * and its pieces, built as Fairy-Stockfish builds them: in the order written, a piece taking
 * a letter another type had removes that type, {@code name = -} removes the type.
 */
record ResolvedSection(IniSection section, List<IniEntry> chain, Map<String, IniEntry> keys,
                       Map<Character, FsfPiece> pieces, List<ImportProblem> problems) {

    /** Resolves a section over its parent, an earlier resolved section or a built-in. */
    static ResolvedSection resolve(IniSection section, Map<String, ResolvedSection> earlier) {
        List<ImportProblem> problems = new ArrayList<>();
        List<IniEntry> chain = new ArrayList<>();
        if (!section.parent().isEmpty()) {
            ResolvedSection parent = earlier.get(section.parent());
            if (parent != null) {
                chain.addAll(parent.chain());
                problems.addAll(parent.problems());
            } else {
                Optional<List<IniEntry>> builtin = BuiltinParents.entries(section.parent(), section.span());
                if (builtin.isPresent()) {
                    chain.addAll(builtin.get());
                } else {
                    problems.add(new ImportProblem(section.span().shift(section.name().length() + 2),
                            "parent '" + section.parent() + "' is neither an earlier section nor a built-in "
                                    + "variant this importer states (" + BuiltinParents.names() + ")"));
                }
            }
        }
        chain.addAll(section.entries());
        Map<String, IniEntry> keys = new LinkedHashMap<>();
        Map<Character, FsfPiece> pieces = new LinkedHashMap<>();
        for (IniEntry entry : chain) {
            Optional<FsfPieceType> type = FsfPieceType.of(entry.key());
            if (type.isPresent()) {
                piece(type.get(), entry, pieces, problems);
            } else {
                keys.put(entry.key(), entry);
            }
        }
        return new ResolvedSection(section, chain, keys, pieces, problems);
    }

    private static void piece(FsfPieceType type, IniEntry entry, Map<Character, FsfPiece> pieces,
                              List<ImportProblem> problems) {
        pieces.values().removeIf(p -> p.type().key().equals(type.key()));
        String value = entry.value();
        if (value.equals("-")) {
            return;
        }
        if (value.isEmpty() || !Character.isLetter(value.charAt(0))
                || value.length() > 1 && value.charAt(1) != ':') {
            problems.add(new ImportProblem(entry.valueSpan(1), "expected a letter, or a letter, ':' and its "
                    + "Betza moves, not '" + value + "'"));
            return;
        }
        char letter = Character.toUpperCase(value.charAt(0));
        String betza = value.length() > 1 ? value.substring(2).strip() : null;
        if (betza == null) {
            betza = type.custom() ? "" : type.betza();
        } else if (!type.custom() && !type.isKing()) {
            problems.add(new ImportProblem(entry.valueSpan(3), "only a custom piece or the king takes Betza moves"));
            return;
        }
        pieces.remove(letter);
        pieces.put(letter, new FsfPiece(type, letter, betza, entry.span()));
    }

    Optional<IniEntry> key(String name) {
        return Optional.ofNullable(keys.get(name));
    }

    String value(String name, String otherwise) {
        return key(name).map(IniEntry::value).orElse(otherwise);
    }

    Span header() {
        return section.span();
    }
}
