package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** {@code board 8 x 8}: files, then ranks; {@code cylinder} when the files wrap round. */
public record BoardSize(Span span, Count files, Count ranks, boolean cylinder) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitBoardSize(this);
    }
}
