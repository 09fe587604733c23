package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** {@code extends "other.variant"}: a variant of a variant. Not supported by the checker yet. */
public record ExtendsDecl(Span span, Text path) implements Statement {
}
