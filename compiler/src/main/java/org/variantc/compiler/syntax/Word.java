package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** A name, id or square as written: {@code Queen}, {@code Q}, {@code e1}, {@code a}. */
public record Word(String text, Span span) {
}
