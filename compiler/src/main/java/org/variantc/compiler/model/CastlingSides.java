package org.variantc.compiler.model;

/**
 * Who castles: both sides (Black mirroring White), or one side only (Horde: Black; Spartan:
 * White), whose squares the definition writes as they stand on the board.
 */
public enum CastlingSides {
    BOTH, WHITE, BLACK;

    /** Whether this side (0 White, 1 Black) castles. */
    public boolean includes(int side) {
        return this == BOTH || (this == WHITE) == (side == 0);
    }

    /** The side that alone castles, 0 or 1; -1 for both. */
    public int only() {
        return this == BOTH ? -1 : this == WHITE ? 0 : 1;
    }
}
