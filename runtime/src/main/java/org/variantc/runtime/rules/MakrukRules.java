package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * The rules of the Makruk family (Makruk, Makpong, Cambodian, Karouk, ASEAN, Ai-wok) besides the
 * men's moves.
 *
 * @param counting                the counting rule, or null for none
 * @param checkedKingOnlyCaptures a royal man in check may move only to capture the one man that
 *                                checks it (Makpong); a double check leaves it no move
 * @param unmovedInCastlingField  the FEN's castling field lists the files of the unmoved men with
 *                                initial moves on each side's first rank (Cambodian's {@code DEde},
 *                                as Fairy-Stockfish writes its gating rights), instead of rights
 * @param barredInCheck           per type, per side, per square: the destinations of the moves
 *                                not allowed while in check (Cambodian's King leap); null for a
 *                                type without such moves, or for none at all
 */
public record MakrukRules(Counting counting, boolean checkedKingOnlyCaptures, boolean unmovedInCastlingField,
                          int[][][][] barredInCheck) implements Serializable {
    public static final MakrukRules NONE = new MakrukRules(null, false, false, null);

    /** The destinations barred in check for a man of {@code type} and {@code side} on {@code from}, or null. */
    public int[] barred(int type, int side, int from) {
        if (barredInCheck == null || barredInCheck[type] == null) {
            return null;
        }
        return barredInCheck[type][side][from];
    }
}
