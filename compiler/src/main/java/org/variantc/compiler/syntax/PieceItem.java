package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/** A line inside a piece's braces. */
public sealed interface PieceItem {
    Span span();

    /** {@code move "betza" [from zone]}: an extra move clause, maybe only from some squares. */
    record ExtraMove(Span span, Text betza, ZoneExpr from) implements PieceItem {
    }

    /**
     * {@code promote on zone to Q R<4 ... [optional] [quota N]}, or {@code to armies}: then
     * {@code choices} is empty and the offer is every type of both armies in the game.
     */
    record Promote(Span span, ZoneExpr zone, List<Choice> choices, boolean optional, Count quota, boolean armies)
            implements PieceItem {
        public Promote(Span span, ZoneExpr zone, List<Choice> choices, boolean optional, Count quota) {
            this(span, zone, choices, optional, quota, false);
        }
    }

    /** One offered id, with its limit ({@code C<4}) or null. */
    record Choice(Word id, Count limit) {
    }

    /** {@code drop on zone}. */
    record DropZone(Span span, ZoneExpr zone) implements PieceItem {
    }

    /** {@code confined to zone}: every move of the piece ends inside the zone (a General's palace). */
    record Confinement(Span span, ZoneExpr zone) implements PieceItem {
    }

    /** {@code description "..."}. */
    record Description(Span span, Text text) implements PieceItem {
    }
}
