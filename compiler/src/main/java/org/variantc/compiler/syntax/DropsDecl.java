package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/** {@code drops { promoted keep|revert }}: captured men go to the capturer's hand. */
public record DropsDecl(Span span, List<PromotedRule> rules) implements Statement {
    /** {@code promoted keep} or {@code promoted revert}. */
    public record PromotedRule(Span span, boolean revert) {
    }
}
