package org.variantc.runtime.position;

/**
 * The rule tables' moves of one man, whatever generator plays (promotions in place use them);
 * the table generator ({@code org.variantc.runtime.moves.TableMoveGenerator}) gives them.
 */
public interface ManMoves {
    /** Adds the pseudo-legal moves of a man of {@code type} of the side to move standing on {@code sq}. */
    void manMoves(Position pos, MoveList out, int sq, int type);
}
