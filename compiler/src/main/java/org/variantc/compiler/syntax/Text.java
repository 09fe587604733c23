package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/**
 * A string, escapes resolved and adjacent strings joined.
 *
 * @param value the characters
 * @param span  the opening quote
 * @param chars where each character of {@code value} was written, plus one more entry for the
 *              closing quote, so that an offset reported inside the value (a Betza error) maps
 *              to the exact column even across escapes and joined strings
 */
public record Text(String value, Span span, List<Span> chars) {
    /** Where the character at {@code offset} was written; past the end: the closing quote. */
    public Span spanAt(int offset) {
        return chars.get(Math.max(0, Math.min(offset, chars.size() - 1)));
    }
}
