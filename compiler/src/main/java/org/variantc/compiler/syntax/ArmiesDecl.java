package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/**
 * {@code armies { ... }}: army selection (Augmented Chess). Parsed so it can be reported and,
 * later, implemented; the checker does not support it yet.
 */
public record ArmiesDecl(Span span, List<Item> items) implements Statement {
    public sealed interface Item {
        Span span();
    }

    /** {@code slot Name on zone { option "betza" [augmenter X] ... }}. */
    public record Slot(Span span, Word name, ZoneExpr squares, List<Option> options) implements Item {
    }

    /** One choice for a slot; {@code augmenter} is null when the option names none. */
    public record Option(Span span, Text betza, Word augmenter) {
    }

    /** {@code augmenter Name "betza"}. */
    public record Augmenter(Span span, Word name, Text betza) implements Item {
    }

    /** {@code constraint "..."}. */
    public record Constraint(Span span, Text text) implements Item {
    }
}
