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
 * @param withoutEnPassant the squares it passes over give no en-passant right, even for a piece
 *             that captures en passant (Horde's double step from the first rank)
 * @param withEnPassant the squares it passes over give an en-passant right, though the piece
 *             captures none en passant (Wolf chess's Sergeant, whose double step a Pawn may take)
 */
public record MoveClause(PieceMove move, Zone from, Zone within, boolean withoutEnPassant, boolean withEnPassant) {
    public MoveClause(PieceMove move, Zone from) {
        this(move, from, null, false, false);
    }

    public MoveClause(PieceMove move, Zone from, Zone within) {
        this(move, from, within, false, false);
    }

    public MoveClause(PieceMove move, Zone from, boolean withoutEnPassant, boolean withEnPassant) {
        this(move, from, null, withoutEnPassant, withEnPassant);
    }
}
