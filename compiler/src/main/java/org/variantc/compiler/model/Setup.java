package org.variantc.compiler.model;

/**
 * The start position.
 *
 * @param board    the board part of a FEN (ranks from the top), checked against the board size
 *                 and piece ids
 * @param holdings the men in hand at the start, in FEN bracket form without brackets ("" for none)
 */
public record Setup(String board, String holdings) {
}
