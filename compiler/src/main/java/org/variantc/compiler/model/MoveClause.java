package org.variantc.compiler.model;

import org.variantc.compiler.betza.PieceMove;

/**
 * One Betza move string of a piece, optionally restricted to start squares.
 *
 * @param move the parsed move
 * @param from where the piece must stand to use it (White's side; mirrored for Black), or null
 *             for anywhere
 * @param within where the move starts, passes and ends (White's side; mirrored for Black), or
 *               null for no such limit: Janggi's moves along the palace diagonals
 */
public record MoveClause(PieceMove move, Zone from, Zone within) {
    public MoveClause(PieceMove move, Zone from) {
        this(move, from, null);
    }
}
