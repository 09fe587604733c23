package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * A counting rule, which draws an ending the stronger side cannot finish in time (Makruk's board's
 * and pieces' honour, ASEAN's count), as Fairy-Stockfish 11.1 counts it. The roles name the types
 * the limits depend on; -1 where the style does not use one.
 *
 * @param style  which table of limits
 * @param rook   the Rook's type
 * @param khon   the Khon's type (Makruk's Silver; ASEAN's Bishop)
 * @param knight the Knight's type
 * @param met    the Met's type (ASEAN's Queen); -1 in Makruk, whose limits never name it
 */
public record Counting(Style style, int rook, int khon, int knight, int met) implements Serializable {
    /** The two tables Fairy-Stockfish 11.1 knows. */
    public enum Style {
        /**
         * Once no Pawn is left, 64 moves (the board's honour) for the side to move while it has
         * more than its King; once it is bare, by the other side's men: two Rooks 8, a Rook 16,
         * two Khons 22, two Knights 32, a Khon 44, else 64 — counted from the men on the board.
         */
        MAKRUK,
        /** Only once the side to move is bare: a Rook 16, a Khon and a Met 44, a Knight and a Met 64. */
        ASEAN
    }
}
