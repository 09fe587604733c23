package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/**
 * {@code bikjang}: royal men facing on an open line must part on the next move, or the side to
 * move passes and the game ends (Janggi).
 */
public record BikjangDecl(Span span) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitBikjangDecl(this);
    }
}
