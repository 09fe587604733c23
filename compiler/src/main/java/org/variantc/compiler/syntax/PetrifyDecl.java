package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/** {@code petrify ID ...}: a man of these types that captures turns into a wall (Petrified). */
public record PetrifyDecl(Span span, List<Word> ids) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitPetrifyDecl(this);
    }

    public PetrifyDecl {
        ids = List.copyOf(ids);
    }
}
