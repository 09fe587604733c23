package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** {@code moves may not give check}: a move that would check the other side is illegal (Racing Kings). */
public record NoCheckingDecl(Span span) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitNoCheckingDecl(this);
    }
}
