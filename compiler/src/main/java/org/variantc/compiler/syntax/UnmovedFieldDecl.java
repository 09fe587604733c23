package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/**
 * {@code unmoved men written in castling field}: the FEN's castling field names, by file, the
 * unmoved men with first moves on each side's first rank (Cambodian's {@code DEde}).
 */
public record UnmovedFieldDecl(Span span) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitUnmovedFieldDecl(this);
    }
}
