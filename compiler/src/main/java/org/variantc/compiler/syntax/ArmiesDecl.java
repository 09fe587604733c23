package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/**
 * {@code armies { ... }}: army selection. The parts options are built from, the slots with the
 * piece ids each may hold, fixed armies, and the constraints on a combination.
 */
public record ArmiesDecl(Span span, List<Item> items) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitArmiesDecl(this);
    }

    public sealed interface Item {
        Span span();
    }

    /** {@code basic Name "betza"} or {@code augmenter Name "betza"}. */
    public record Part(Span span, boolean augmenter, Word name, Text betza) implements Item {
    }

    /** {@code slot Name on zone { ID [= Basic + Augmenter] ... }}. */
    public record Slot(Span span, Word name, ZoneExpr squares, List<Option> options) implements Item {
    }

    /** One piece a slot may hold; {@code basic} and {@code augmenter} are null when not written. */
    public record Option(Span span, Word piece, Word basic, Word augmenter) {
    }

    /** {@code army CODE ["Name"] = ID ID ...}: one fixed army, one id per slot; name may be null. */
    public record Fixed(Span span, Word code, Text name, List<Word> members) implements Item {
    }

    /** {@code constraint distinct augmenters} or {@code constraint basic not augmenter}. */
    public record Constraint(Span span, Rule rule) implements Item {
    }

    public enum Rule { DISTINCT_AUGMENTERS, BASIC_NOT_AUGMENTER }
}
