package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** {@code flying general}: the royal men of the two sides may not face each other on an open file. */
public record FlyingGeneralDecl(Span span) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitFlyingGeneralDecl(this);
    }
}
