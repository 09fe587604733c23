package org.variantc.compiler.imports.ini;

import org.variantc.compiler.diagnostics.Span;

/** One {@code key = value} line of a section, at the key. */
public record IniEntry(String key, String value, Span span) {
    /** The place of the value, for a problem inside it. */
    public Span valueSpan(int offset) {
        return span.shift(key.length() + offset);
    }
}
