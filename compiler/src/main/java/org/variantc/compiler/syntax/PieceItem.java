package org.variantc.compiler.syntax;

import java.util.List;

import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.model.PromotionSides;

/** A line inside a piece's braces. */
public sealed interface PieceItem {
    Span span();

    /**
     * {@code move "betza" [from zone] [without en passant | with en passant] [not in check]}: an
     * extra move clause, maybe only from some squares; {@code withoutEnPassant}: the squares it
     * passes over give no en-passant right (Horde's double step from the first rank);
     * {@code withEnPassant}, where {@code with en passant} was written (else null): they give one
     * though the piece takes none en passant (Wolf chess's Sergeant); {@code notInCheck}, where
     * {@code not in check} was written (else null), bars it while the side is in check (Cambodian's
     * King leap).
     */
    record ExtraMove(Span span, Text betza, ZoneExpr from, Span notInCheck, boolean withoutEnPassant,
                     Span withEnPassant) implements PieceItem {
        public ExtraMove(Span span, Text betza, ZoneExpr from) {
            this(span, betza, from, null, false, null);
        }
    }

    /**
     * {@code promote on zone to Q R<4 ... [optional] [quota N]}, or {@code to armies}: then
     * {@code choices} is empty and the offer is every type of both armies in the game;
     * {@code promote in zone}: {@code touching}, for a move that starts or ends in the zone;
     * {@code promote on captures}: {@code capturing}, for every capture, and {@code zone} is null;
     * {@code promote white on …} / {@code promote black on …}: that side's offer only, its zone
     * written as it stands on the board ({@code sides}).
     */
    record Promote(Span span, ZoneExpr zone, List<Choice> choices, boolean optional, Count quota, boolean armies,
                   boolean touching, boolean capturing, PromotionSides sides)
            implements PieceItem {
        public Promote(Span span, ZoneExpr zone, List<Choice> choices, boolean optional, Count quota, boolean armies,
                       boolean touching, boolean capturing) {
            this(span, zone, choices, optional, quota, armies, touching, capturing, PromotionSides.BOTH);
        }

        public Promote(Span span, ZoneExpr zone, List<Choice> choices, boolean optional, Count quota, boolean armies,
                       boolean touching) {
            this(span, zone, choices, optional, quota, armies, touching, false);
        }

        public Promote(Span span, ZoneExpr zone, List<Choice> choices, boolean optional, Count quota) {
            this(span, zone, choices, optional, quota, false, false);
        }

        public Promote(Span span, ZoneExpr zone, List<Choice> choices, boolean optional, Count quota,
                       boolean armies) {
            this(span, zone, choices, optional, quota, armies, false);
        }
    }

    /** One offered id, with its limit ({@code C<4}) or null. */
    record Choice(Word id, Count limit) {
    }

    /** {@code drop on zone}. */
    record DropZone(Span span, ZoneExpr zone) implements PieceItem {
    }

    /** {@code drop at most N per file}: not onto a file where the side has N men of the type (nifu). */
    record DropFileLimit(Span span, Count limit) implements PieceItem {
    }

    /** {@code drop may not mate}: a drop of the type may check but not checkmate (uchifuzume). */
    record DropMayNotMate(Span span) implements PieceItem {
    }

    /** {@code written +P}: the type is P promoted, written {@code +P} in a FEN as Fairy-Stockfish does. */
    record WrittenPlus(Span span, Word base) implements PieceItem {
    }

    /** {@code confined to zone}: every move of the piece ends inside the zone (a General's palace). */
    record Confinement(Span span, ZoneExpr zone) implements PieceItem {
    }

    /**
     * {@code promote in place on zone to F<1 [anywhere when last]}: a move of its own, the man
     * turning into a choice where it stands or one of the new type's moves away (Sittuyin).
     */
    record PromoteInPlace(Span span, ZoneExpr zone, List<Choice> choices, boolean anywhereWhenLast)
            implements PieceItem {
    }

    /** {@code move "betza" within zone}: a move whose start, every square passed and end lie in the zone. */
    record MoveWithin(Span span, Text betza, ZoneExpr zone) implements PieceItem {
    }

    /** {@code may not jump over C ...}: the piece's hops may not use a man of these types as the screen. */
    record HurdleLimit(Span span, java.util.List<Word> ids) implements PieceItem {
    }

    /** {@code may not capture C ...}: the piece never captures a man of these types. */
    record CaptureLimit(Span span, java.util.List<Word> ids) implements PieceItem {
    }

    /** {@code description "..."}. */
    record Description(Span span, Text text) implements PieceItem {
    }
}
