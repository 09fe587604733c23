package org.variantc.compiler.betza;

/**
 * What a move may do at its destination and when it may be made (Betza m, c, e, i). The
 * backends give these their own encoding; this is the move's meaning.
 *
 * @param move      the destination may be empty (m)
 * @param capture   the destination may hold an enemy man, who is captured (c)
 * @param enPassant the capture may also be made en passant (e)
 * @param initial   only a piece that has not moved yet (i)
 */
public record MoveModes(boolean move, boolean capture, boolean enPassant, boolean initial) {
}
