package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/**
 * {@code drops { promoted keep|revert }}: captured men go to the capturer's hand;
 * {@code promoted drops} (the spans of each): a man in hand may be dropped as its {@code +X} form.
 */
public record DropsDecl(Span span, List<PromotedRule> rules, List<Span> promotedDrops) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitDropsDecl(this);
    }

    public DropsDecl(Span span, List<PromotedRule> rules) {
        this(span, rules, List.of());
    }

    /** {@code promoted keep} or {@code promoted revert}. */
    public record PromotedRule(Span span, boolean revert) {
    }
}
