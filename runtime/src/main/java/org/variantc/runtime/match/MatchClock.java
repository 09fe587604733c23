package org.variantc.runtime.match;

/**
 * The time control of a match and the clocks of one game. With {@code moveTime} > 0 every move
 * gets that long and the clocks are not kept.
 */
public final class MatchClock {
    private final long moveTime;
    private final long increment;
    private final long[] remaining = new long[2];

    public MatchClock(long base, long increment, long moveTime) {
        this.moveTime = moveTime;
        this.increment = increment;
        remaining[0] = base;
        remaining[1] = base;
    }

    public long moveTime() {
        return moveTime;
    }

    public long increment() {
        return increment;
    }

    public long remaining(int side) {
        return remaining[side];
    }

    /** Charges a move's thinking time; false when the side has overstepped its time (with a margin). */
    boolean charge(int side, long millis) {
        if (moveTime > 0) {
            return millis <= moveTime * 3 + 1000;
        }
        remaining[side] -= millis;
        boolean ok = remaining[side] > -1000; // a second of grace for process round trips on a busy machine
        remaining[side] += increment;
        return ok;
    }
}
