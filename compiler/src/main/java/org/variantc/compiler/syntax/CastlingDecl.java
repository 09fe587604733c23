package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.model.CastlingSides;

/**
 * {@code castling [white|black] { ... }}: White's castling moves, Black's their mirror; with a
 * side, that side's moves only, their squares as they stand on the board.
 */
public record CastlingDecl(Span span, List<Rule> rules, CastlingSides sides) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitCastlingDecl(this);
    }

    public CastlingDecl(Span span, List<Rule> rules) {
        this(span, rules, CastlingSides.BOTH);
    }

    public sealed interface Rule {
        Span span();
    }

    /** {@code king e1 to g1 with rook h1 to f1}. */
    public record Fixed(Span span, Word kingFrom, Word kingTo, Word rookFrom, Word rookTo) implements Rule {
    }

    /**
     * {@code king g1 with rook a1 moves 1..5}: the King goes k squares toward the Rook, which lands
     * next to it on the other side, for every k in the range.
     */
    public record Flexible(Span span, Word kingFrom, Word rookFrom, Count first, Count last) implements Rule {
    }

    /**
     * {@code king to g1 with rook to f1}: 960 castling, from wherever the King and the partner on
     * that side of him start in a shuffled array, any distance.
     */
    public record Shuffled(Span span, Word kingTo, Word rookTo) implements Rule {
    }
}
