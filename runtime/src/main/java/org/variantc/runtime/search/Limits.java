package org.variantc.runtime.search;

/**
 * What bounds one search. Zero means "no such limit". With none at all the search runs until
 * stopped (UCI {@code go infinite}). A fixed move time wins over a clock; how a clock is shared
 * out is {@link TimeBudget}'s.
 *
 * @param depth      plies
 * @param nodes      positions visited
 * @param moveTime   milliseconds for this move
 * @param time       the mover's clock, milliseconds
 * @param increment  the mover's increment per move, milliseconds
 * @param movesToGo  moves until the next time control; 0: the rest of the game (sudden death)
 */
public record Limits(int depth, long nodes, long moveTime, long time, long increment, int movesToGo) {
    public static final Limits INFINITE = new Limits(0, 0, 0, 0, 0, 0);
    /**
     * A clock, increment or move time beyond this (a century) is read as this: the search counts
     * in nanoseconds, and a million times more than this would no longer fit a long.
     */
    public static final long MOST_MILLIS = 100L * 365 * 24 * 3_600_000;

    public static Limits depth(int depth) {
        return new Limits(depth, 0, 0, 0, 0, 0);
    }

    public static Limits nodes(long nodes) {
        return new Limits(0, nodes, 0, 0, 0, 0);
    }

    public static Limits moveTime(long millis) {
        return new Limits(0, 0, millis, 0, 0, 0);
    }

    public static Limits clock(long time, long increment, int movesToGo) {
        return new Limits(0, 0, 0, time, increment, movesToGo);
    }

    /** The time this search may take; see {@link TimeBudget}. */
    public TimeBudget budget() {
        return TimeBudget.of(this);
    }
}
