package org.variantc.runtime.search;

/**
 * Scores of how moves did, indexed by a pair (row, column), bounded by gravity and divided on each
 * new search: the table under {@link ContinuationHistory} and {@link CaptureHistory}. A big game's
 * pairs (Tenjiku: thousands of men times 256 squares) would not fit, so past a bound a pair is
 * hashed into the table: a rare collision only blurs move order.
 */
final class HistoryTable {
    private static final int MOST_BITS = 20;

    private final int[] scores;
    private final int columns;
    private final int bits;
    private final boolean exact;
    private final int bound;

    /** {@code rows} × {@code columns} pairs, each score within ±{@code bound}. */
    HistoryTable(int rows, int columns, int bound) {
        this.columns = columns;
        this.bound = bound;
        long pairs = (long) rows * columns;
        exact = pairs <= 1L << MOST_BITS;
        bits = exact ? 64 - Long.numberOfLeadingZeros(Math.max(1, pairs - 1)) : MOST_BITS;
        scores = new int[1 << bits];
    }

    int score(int row, int column) {
        return scores[slot(row, column)];
    }

    /** Gravity as the main history: the nearer a score is to the bound, the less a bonus moves it. */
    void adjust(int row, int column, int bonus) {
        int i = slot(row, column);
        scores[i] += bonus - scores[i] * Math.abs(bonus) / bound;
    }

    /** A new search: old experience counts for less. */
    void age() {
        for (int i = 0; i < scores.length; i++) {
            scores[i] /= 8;
        }
    }

    private int slot(int row, int column) {
        long pair = (long) row * columns + column;
        return exact ? (int) pair : (int) ((pair * 0x9E3779B97F4A7C15L) >>> (64 - bits));
    }
}
