package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/** {@code castling { ... }}: White's castling moves. */
public record CastlingDecl(Span span, List<Rule> rules) implements Statement {
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
