package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** A whole number as written (never negative: the language has no minus sign). */
public record Count(int value, Span span) {
}
