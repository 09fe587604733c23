package org.variantc.compiler.model;

/**
 * A man of {@code piece} reaching {@code zone} wins for its owner at once.
 *
 * @param side     -1: both sides' goal, the zone written for White and mirrored for Black; 0 or
 *                 1: that side's goal alone, the zone's squares as they stand on the board
 * @param follower -1, or the side that gets one more move after this goal is reached and draws by
 *                 reaching its own goal with it (Racing Kings' Black)
 */
public record Goal(int piece, Zone zone, int side, int follower) {
    public Goal(int piece, Zone zone) {
        this(piece, zone, -1, -1);
    }
}
