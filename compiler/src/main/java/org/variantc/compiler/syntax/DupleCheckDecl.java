package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** {@code duple check}: a side is in check only when all its royal men are attacked at once (Spartan). */
public record DupleCheckDecl(Span span) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitDupleCheckDecl(this);
    }
}
