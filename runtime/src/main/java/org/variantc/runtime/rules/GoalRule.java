package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * A win by reaching a zone: when a legal move puts a man of {@code pieceType} on a square of
 * {@code zone} (per side, per square), the mover wins at once (Chess and a Half's King on the far
 * rank). A side whose zone is all false has no goal by this rule.
 *
 * @param follower -1, or the side that, when the other reaches this goal, gets one more move and
 *                 draws by reaching a goal of its own with it (Racing Kings: Black follows White)
 */
public record GoalRule(int pieceType, boolean[][] zone, int follower) implements Serializable {
    public GoalRule(int pieceType, boolean[][] zone) {
        this(pieceType, zone, -1);
    }
}
