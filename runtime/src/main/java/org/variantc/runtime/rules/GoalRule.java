package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * A win by reaching a zone: when a legal move puts a man of {@code pieceType} on a square of
 * {@code zone} (per side, per square), the mover wins at once (Chess and a Half's King on the far
 * rank), or later as {@code manner} says. A side whose zone is all false has no goal by this rule.
 *
 * @param follower -1, or the side that, when the other reaches this goal, gets one more move and
 *                 draws by reaching a goal of its own with it (Racing Kings: Black follows White)
 * @param manner   when the goal reached counts: at once, held to the next turn, or only where safe
 */
public record GoalRule(int pieceType, boolean[][] zone, int follower, GoalManner manner) implements Serializable {
    public GoalRule(int pieceType, boolean[][] zone) {
        this(pieceType, zone, -1, GoalManner.AT_ONCE);
    }

    public GoalRule(int pieceType, boolean[][] zone, int follower) {
        this(pieceType, zone, follower, GoalManner.AT_ONCE);
    }
}
