package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * Gating (Seirawan chess, S-House): when a man that has never moved leaves a gate square of its
 * side, the mover may put a man from hand on the square it left, as part of the same move; a
 * castling King's and Rook's squares are gates too. Men in hand enter only where their type may
 * be dropped.
 *
 * @param gates [side][square]: the squares whose unmoved man opens a gate, White's as written and
 *              Black's mirrored; at most one per file and side, so the FEN can name them by file
 */
public record Gating(boolean[][] gates) implements Serializable {
}
