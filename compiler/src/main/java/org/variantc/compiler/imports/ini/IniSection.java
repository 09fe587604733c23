package org.variantc.compiler.imports.ini;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/**
 * {@code [name]} or {@code [name:parent]} and its lines, in the order written.
 *
 * @param parent the variant it inherits from, or "" for Fairy-Stockfish's default template
 */
public record IniSection(String name, String parent, Span span, List<IniEntry> entries) {
    public IniSection {
        entries = List.copyOf(entries);
    }
}
