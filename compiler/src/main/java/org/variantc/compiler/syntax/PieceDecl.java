package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/** {@code piece Name ID "betza" [royal] [pawn] [value N] [{ ... }]}. */
public record PieceDecl(Span span, Word name, Word id, Text betza, List<PieceFlag> flags,
                        List<PieceItem> items) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitPieceDecl(this);
    }
}
