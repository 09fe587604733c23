package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/**
 * {@code royal men may not pass through check}: a royal man moving along a line may not pass over
 * a square the other side attacks (Caissa Britannia's royal Queen).
 */
public record RoyalPassageDecl(Span span) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitRoyalPassageDecl(this);
    }
}
