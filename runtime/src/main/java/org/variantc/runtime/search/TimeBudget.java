package org.variantc.runtime.search;

/**
 * The time one search may take, in milliseconds from its start: past {@code target} it starts
 * no new iteration, at {@code deadline} it stops mid-iteration with the best move so far. Both
 * 0: no time limit. A pure function of the clock, so the allocation is tested without a clock.
 *
 * <p>A fixed time per move ({@code movetime}, XBoard's {@code st}) is meant to be used: the
 * target is the deadline, and the search stops early only when the next iteration surely cannot
 * finish (it would take at least as long as the last one, and less than that is left). On a
 * clock the target is a share of what is left (the moves to go, or {@value #SUDDEN_DEATH_MOVES}
 * in sudden death) plus most of the increment; the deadline lets a hard move take up to
 * {@value #STRETCH} times that, but never more than a third of the clock (a half with two moves
 * to go, four fifths on the last move before the time control), never the reserve, and never
 * the increment before it has come.
 *
 * @param target   no new iteration starts past this
 * @param deadline the search ends here, mid-iteration if need be
 * @param fixed    a fixed time per move: the search uses all of it that it can use
 */
public record TimeBudget(long target, long deadline, boolean fixed) {
    public static final TimeBudget NONE = new TimeBudget(0, 0, false);
    /**
     * Kept back from any clock or fixed time for what the search does not see: reading the
     * command, starting the thread, the answer reaching the GUI, a busy machine's scheduling.
     */
    public static final long RESERVE = 50;
    /** Moves assumed left in sudden death: the game's length is unknown, and later moves get a share of what is saved. */
    public static final int SUDDEN_DEATH_MOVES = 30;
    /** Moves to go beyond this are read as this many: a far time control gives no licence to hurry. */
    public static final int MOST_MOVES_TO_GO = 50;
    /** A hard move may take this many times its share. */
    public static final int STRETCH = 4;

    public static TimeBudget of(Limits limits) {
        if (limits.moveTime() > 0) {
            return moveTime(limits.moveTime());
        }
        if (limits.time() > 0 || limits.increment() > 0) {
            return clock(limits.time(), limits.increment(), limits.movesToGo());
        }
        return NONE;
    }

    /** A fixed time per move. */
    public static TimeBudget moveTime(long millis) {
        millis = Math.min(millis, Limits.MOST_MILLIS);
        long usable = Math.max(1, millis - reserve(millis));
        return new TimeBudget(usable, usable, true);
    }

    /**
     * A clock: {@code time} left (what the GUI says now; the increment comes after the move),
     * {@code increment} per move, {@code movesToGo} moves to the next time control (0: none).
     */
    public static TimeBudget clock(long time, long increment, int movesToGo) {
        time = Math.min(Limits.MOST_MILLIS, Math.max(0, time));
        increment = Math.min(Limits.MOST_MILLIS, Math.max(0, increment));
        long usable = Math.max(1, time - reserve(time));
        int togo = movesToGo > 0 ? Math.min(movesToGo, MOST_MOVES_TO_GO) : SUDDEN_DEATH_MOVES;
        long share = time / togo + increment * 3 / 4;
        long most = Math.min(usable, time * 4 / 5);
        if (togo > 1) {
            most = Math.min(most, usable / Math.min(togo, 3) + increment * 3 / 4);
        }
        long deadline = Math.max(1, Math.min(most, share * STRETCH));
        long target = Math.max(1, Math.min(share, deadline));
        return new TimeBudget(target, deadline, false);
    }

    /** The reserve: {@link #RESERVE}, or a quarter of a short time, where a late answer costs most. */
    static long reserve(long millis) {
        return Math.min(RESERVE, millis / 4);
    }

    public boolean limited() {
        return deadline > 0;
    }

    /**
     * After an iteration that took {@code lastIteration} and ended at {@code elapsed}: is there
     * time for another? The next iteration takes at least as long as the last, so one that
     * cannot end before the deadline is not started; on a clock, none starts past half the
     * target either, since it would likely run well past the target.
     */
    public boolean startsAnother(long elapsed, long lastIteration) {
        return startsAnother(elapsed, lastIteration, 1);
    }

    /**
     * As {@link #startsAnother(long, long)}, with a clock's target times {@code scale} (never past
     * the deadline): more than 1 while the search is unsettled (its best move changing, its score
     * falling), less once it has settled ({@link BestMoveStability}). A fixed time ignores it.
     */
    public boolean startsAnother(long elapsed, long lastIteration, double scale) {
        if (!limited()) {
            return true;
        }
        if (deadline - elapsed < lastIteration) {
            return false;
        }
        return fixed ? elapsed < deadline : elapsed <= Math.min(deadline, (long) (target * scale)) / 2;
    }
}
