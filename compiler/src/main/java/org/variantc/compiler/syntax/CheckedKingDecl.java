package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** {@code checked king only captures}: a royal man in check moves only to capture its one checker (Makpong). */
public record CheckedKingDecl(Span span) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitCheckedKingDecl(this);
    }
}
