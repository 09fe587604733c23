package org.variantc.compiler.model;

/**
 * Whose men a promotion offer is for: both sides (Black's zone mirroring White's), or one side
 * only (Chigorin's choices per side, Sherwin's Black-only Knight), whose zone the definition
 * writes as it stands on the board, as a one-sided castling does.
 */
public enum PromotionSides {
    BOTH, WHITE, BLACK;

    /** Whether this side (0 White, 1 Black) is offered the promotion. */
    public boolean includes(int side) {
        return this == BOTH || (this == WHITE) == (side == 0);
    }
}
