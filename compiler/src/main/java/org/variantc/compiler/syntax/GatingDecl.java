package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** {@code gating on ZONE}: a man in hand may enter on the square an unmoved man of the zone leaves. */
public record GatingDecl(Span span, ZoneExpr zone) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitGatingDecl(this);
    }
}
