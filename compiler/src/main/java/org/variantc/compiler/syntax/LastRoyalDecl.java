package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** {@code royal when last}: only a side's last royal man is royal (Sho Shogi's King and Crown Prince). */
public record LastRoyalDecl(Span span) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitLastRoyalDecl(this);
    }
}
