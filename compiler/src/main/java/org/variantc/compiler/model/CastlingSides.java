package org.variantc.compiler.model;

/**
 * Who castles: both sides (Black mirroring White), one side only (Horde: Black; Spartan:
 * White), whose squares the definition writes as they stand on the board, or each side with moves
 * of its own ({@code castling white} and {@code castling black} both written: Elven chess, whose
 * armies are turned half round, not mirrored).
 */
public enum CastlingSides {
    BOTH, WHITE, BLACK, EACH;

    /** Whether this side (0 White, 1 Black) castles. */
    public boolean includes(int side) {
        return this == BOTH || this == EACH || (this == WHITE) == (side == 0);
    }

    /** The side that alone castles, 0 or 1; -1 for both. */
    public int only() {
        return this == BOTH || this == EACH ? -1 : this == WHITE ? 0 : 1;
    }
}
