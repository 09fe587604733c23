package org.variantc.compiler.imports.ini;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.imports.ImportProblem;

/**
 * A Fairy-Stockfish {@code variants.ini} read into sections, as Fairy-Stockfish reads it: text
 * before the first section is ignored, lines starting with {@code #} or {@code ;} are comments,
 * a key is everything before the first {@code =} (trailing spaces dropped), the value everything
 * after it (leading spaces dropped). A line that is neither is an error at its place.
 */
public record IniFile(List<IniSection> sections, List<ImportProblem> errors) {
    public IniFile {
        sections = List.copyOf(sections);
        errors = List.copyOf(errors);
    }

    public static IniFile read(String fileName, String text) {
        List<IniSection> sections = new ArrayList<>();
        List<ImportProblem> errors = new ArrayList<>();
        String[] lines = text.split("\r?\n|\r", -1);
        SectionBuilder current = null;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            Span at = new Span(fileName, i + 1, 1);
            String trimmed = line.strip();
            if (trimmed.isEmpty() || trimmed.startsWith("#") || trimmed.startsWith(";")) {
                continue;
            }
            if (line.startsWith("[")) {
                if (current != null) {
                    sections.add(current.build());
                }
                current = header(line, at, errors);
            } else if (current == null) {
                continue;   // Fairy-Stockfish skips everything before the first section
            } else {
                int eq = line.indexOf('=');
                String key = eq < 0 ? "" : line.substring(0, eq).stripTrailing();
                if (eq < 0 || key.isBlank()) {
                    errors.add(new ImportProblem(at, eq < 0 ? "expected 'key = value' or '[section]'"
                            : "a value without a key"));
                    continue;
                }
                int keyColumn = line.length() - line.stripLeading().length();
                current.entries.add(new IniEntry(key.strip(), line.substring(eq + 1).strip(),
                        at.shift(keyColumn)));
            }
        }
        if (current != null) {
            sections.add(current.build());
        }
        return new IniFile(sections, errors);
    }

    private static SectionBuilder header(String line, Span at, List<ImportProblem> errors) {
        int close = line.indexOf(']');
        if (close < 0) {
            errors.add(new ImportProblem(at.shift(line.length()), "the section name has no closing ']'"));
            close = line.length();
        }
        String inside = line.substring(1, close);
        int colon = inside.indexOf(':');
        String name = (colon < 0 ? inside : inside.substring(0, colon)).strip();
        String parent = colon < 0 ? "" : inside.substring(colon + 1).strip();
        if (name.isEmpty()) {
            errors.add(new ImportProblem(at.shift(1), "a section without a name"));
        }
        return new SectionBuilder(name, parent, at);
    }

    private static final class SectionBuilder {
        private final String name;
        private final String parent;
        private final Span span;
        private final List<IniEntry> entries = new ArrayList<>();

        SectionBuilder(String name, String parent, Span span) {
            this.name = name;
            this.parent = parent;
            this.span = span;
        }

        IniSection build() {
            return new IniSection(name, parent, span, entries);
        }
    }
}
