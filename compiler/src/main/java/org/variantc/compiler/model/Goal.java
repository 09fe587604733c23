package org.variantc.compiler.model;

import org.variantc.runtime.rules.GoalManner;

/**
 * A man of {@code piece} reaching {@code zone} wins for its owner, at once or as {@code manner} says.
 *
 * @param side     -1: both sides' goal, the zone written for White and mirrored for Black; 0 or
 *                 1: that side's goal alone, the zone's squares as they stand on the board
 * @param follower -1, or the side that gets one more move after this goal is reached and draws by
 *                 reaching its own goal with it (Racing Kings' Black)
 * @param manner   when the goal reached counts: at once, held to the owner's next turn (Jeson
 *                 Mor), or only where no enemy man attacks it (Dobutsu)
 */
public record Goal(int piece, Zone zone, int side, int follower, GoalManner manner) {
    public Goal(int piece, Zone zone) {
        this(piece, zone, -1, -1, GoalManner.AT_ONCE);
    }

    public Goal(int piece, Zone zone, int side, int follower) {
        this(piece, zone, side, follower, GoalManner.AT_ONCE);
    }
}
