package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** {@code setup "FEN board part" [hand "men in hand"]}; {@code hand} is null when absent. */
public record SetupDecl(Span span, Text board, Text hand) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitSetupDecl(this);
    }
}
