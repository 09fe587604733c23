package org.variantc.runtime.search;

/**
 * How settled the iterations of one search are, as a factor on the clock's target
 * ({@link TimeBudget#startsAnother(long, long, double)}): a best move that keeps changing, or a
 * score that falls, earns time, since the next iteration may change the choice again; one that
 * has held for {@value #SETTLED} iterations with a steady score gives time back for harder moves.
 */
final class BestMoveStability {
    /** Iterations the best move must hold to count as settled. */
    static final int SETTLED = 4;
    static final double LEAST = 0.4;
    static final double MOST = 2.5;

    private long best;
    private int score;
    private boolean any;
    /** Best-move changes, each iteration's count halved at the next: recent changes weigh most. */
    private double changes;
    private int held;
    private int fall;

    /** An iteration ended with {@code move} best, scoring {@code score}. */
    void completed(long move, int score) {
        changes /= 2;
        if (any && move != best) {
            changes += 1;
            held = 0;
        } else if (any) {
            held++;
        }
        fall = any ? this.score - score : 0;
        best = move;
        this.score = score;
        any = true;
    }

    /** The factor on the target: 1 as planned. */
    double scale() {
        double unsettled = 1 + 2 * changes;
        double settled = held >= SETTLED ? 0.7 : 1;
        double falling = Math.max(0.75, Math.min(1.5, 1 + fall / 200.0));
        return Math.max(LEAST, Math.min(MOST, unsettled * settled * falling));
    }
}
