package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * A win by reaching a zone: when a legal move puts a man of {@code pieceType} on a square of
 * {@code zone} (per side, per square), the mover wins at once (Chess and a Half's King on the far
 * rank).
 */
public record GoalRule(int pieceType, boolean[][] zone) implements Serializable {
}
