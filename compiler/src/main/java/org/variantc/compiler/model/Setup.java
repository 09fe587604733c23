package org.variantc.compiler.model;

import java.util.BitSet;

/**
 * The start position.
 *
 * @param board    the board part of a FEN (ranks from the top), checked against the board size
 *                 and piece ids
 * @param holdings the men in hand at the start, in FEN bracket form without brackets ("" for none)
 * @param men      per square (a1 = 0) the man the board part puts there, null for none: the
 *                 checker's one reading of it, which the lowering writes the start FEN's fields from
 *                 (never written)
 * @param holes    the squares it writes {@code *}: not part of the board
 */
public record Setup(String board, String holdings, SetupMan[] men, BitSet holes) {
}
