package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** {@code captures compulsory}: a side that can capture must. */
public record CompulsoryCaptureDecl(Span span) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitCompulsoryCaptureDecl(this);
    }
}
