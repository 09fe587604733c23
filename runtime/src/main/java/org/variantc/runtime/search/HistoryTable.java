package org.variantc.runtime.search;

/**
 * Scores of how moves did, indexed by a pair (row, column), bounded by gravity and divided on each
 * new search: the table under {@link ContinuationHistory} and {@link CaptureHistory}. A big game's
 * pairs (Tenjiku: thousands of men times 256 squares) would not fit, so past a bound a pair is
 * hashed into the table: a rare collision only blurs move order. Scores are shorts: gravity keeps
 * each within ±bound (a bonus within it never carries a score past it), and half the bytes of ints
 * halve the cache misses of a table that outgrows the cache (FIDE: 768² pairs).
 */
final class HistoryTable {
    private static final int MOST_BITS = 20;

    private final short[] scores;
    private final int columns;
    private final int bits;
    private final boolean exact;
    private final int bound;

    /** {@code rows} × {@code columns} pairs, each score within ±{@code bound}. */
    HistoryTable(int rows, int columns, int bound) {
        if (bound < 1 || bound > Short.MAX_VALUE) {
            throw new IllegalArgumentException("a history bound must be 1 to " + Short.MAX_VALUE + ", not " + bound);
        }
        this.columns = columns;
        this.bound = bound;
        long pairs = (long) rows * columns;
        exact = pairs <= 1L << MOST_BITS;
        bits = exact ? 64 - Long.numberOfLeadingZeros(Math.max(1, pairs - 1)) : MOST_BITS;
        scores = new short[1 << bits];
    }

    int score(int row, int column) {
        return scores[slot(row, column)];
    }

    /** Gravity as the main history: the nearer a score is to the bound, the less a bonus moves it. */
    void adjust(int row, int column, int bonus) {
        int i = slot(row, column);
        int s = scores[i];
        scores[i] = (short) (s + bonus - s * Math.abs(bonus) / bound);
    }

    /** A new search: old experience counts for less. */
    void age() {
        for (int i = 0; i < scores.length; i++) {
            scores[i] = (short) (scores[i] / 8);
        }
    }

    private int slot(int row, int column) {
        long pair = (long) row * columns + column;
        return exact ? (int) pair : (int) ((pair * 0x9E3779B97F4A7C15L) >>> (64 - bits));
    }
}
