package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** {@code after each move, the duck moves to an empty square}: every move is the man's, then the Duck's. */
public record WallingDecl(Span span) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitWallingDecl(this);
    }
}
