package org.variantc.runtime.position;

/**
 * Pieces that may not jump over or capture some types (Janggi's Cannon), as the position's
 * attack test and the legal list ask it; prepared by the move layer
 * ({@code org.variantc.runtime.moves.LimitedHops}).
 */
public interface HopRule {
    /** True when a man of {@code bySide} could capture a man standing on {@code sq}. */
    boolean attacked(Position pos, int sq, int bySide);

    /** The legal moves {@code selection} keeps (asked before legality), the forbidden hops taken out. */
    void generateLegal(Position pos, MoveList out, MoveSelection selection);
}
