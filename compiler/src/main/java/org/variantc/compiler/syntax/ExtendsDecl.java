package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/**
 * {@code extends "other.variant" [without ID ...]}: a variant of a variant, less the pieces
 * whose ids follow {@code without}.
 */
public record ExtendsDecl(Span span, Text path, List<Word> without) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitExtendsDecl(this);
    }

    public ExtendsDecl {
        without = List.copyOf(without);
    }
}
