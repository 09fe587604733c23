package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** {@code pass when not in check}: a side whose royal man is not attacked may pass its turn (Janggi). */
public record PassDecl(Span span) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitPassDecl(this);
    }
}
