package org.variantc.runtime;

import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.PointCount;

/**
 * Janggi's point count ({@link PointCount}), which decides the games the rules end drawn: each
 * side's men on the board valued per type, the bonus added to its side.
 */
public final class Points {
    private Points() {
    }

    /** Twice the points {@code side} has in {@code pos}, or 0 where the rules count none. */
    public static int halfPoints(Position pos, int side) {
        PointCount count = pos.rules().ending().points();
        if (count == null) {
            return 0;
        }
        int half = side == count.bonusSide() ? count.bonusHalfPoints() : 0;
        for (int t = 0; t < count.halfPoints().length; t++) {
            half += count.halfPoints()[t] * pos.pieceCount(side, t);
        }
        return half;
    }

    /** The side with more points, or -1 when they are equal or the rules count none. */
    public static int ahead(Position pos) {
        if (pos.rules().ending().points() == null) {
            return -1;
        }
        int white = halfPoints(pos, 0);
        int black = halfPoints(pos, 1);
        return white == black ? -1 : white > black ? 0 : 1;
    }
}
