package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** A number of points as written, {@code 13} or {@code 1.5}: kept as text until the checker reads it. */
public record HalfPoints(String text, Span span) {
}
