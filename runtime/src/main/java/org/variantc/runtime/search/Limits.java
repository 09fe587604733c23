package org.variantc.runtime.search;

/**
 * What bounds one search. Zero means "no such limit". With none at all the search runs until
 * stopped (UCI {@code go infinite}).
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

    /** Milliseconds the search aims to use (it stops starting new iterations past this); 0: none. */
    long softMillis() {
        if (moveTime > 0) {
            return moveTime;
        }
        if (time <= 0 && increment <= 0) {
            return 0;
        }
        int togo = movesToGo > 0 ? Math.min(movesToGo, 40) : 30;
        long share = time / togo + increment * 3 / 4;
        return Math.max(1, Math.min(share, time / 3));
    }

    /** Milliseconds after which the search stops mid-iteration; 0: none. */
    long hardMillis() {
        if (moveTime > 0) {
            return Math.max(1, moveTime - Math.min(20, moveTime / 10));
        }
        if (time <= 0 && increment <= 0) {
            return 0;
        }
        long margin = Math.min(50, time / 20);
        return Math.max(1, Math.min(softMillis() * 4, time / 3 + increment / 2) - margin);
    }
}
