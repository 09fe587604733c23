package org.variantc.runtime.search;

/**
 * How well a quiet move did right after another move: scores indexed by the earlier move's
 * piece-to (man with its side, destination) and the later one's. Both engines' searches use it
 * the same way, so it stays deterministic. A big game's pairs (Tenjiku: thousands of men times 256
 * squares) would not fit, so past a bound the pair is hashed into the table: a rare collision
 * only blurs move order.
 */
final class ContinuationHistory {
    private static final int MOST_BITS = 20;

    private final int[] scores;
    private final int indices;
    private final int bits;
    private final boolean exact;
    private final int bound;

    /** @param indices how many piece-to indices there are; @param bound the scores' magnitude bound */
    ContinuationHistory(int indices, int bound) {
        this.indices = indices;
        this.bound = bound;
        long pairs = (long) indices * indices;
        exact = pairs <= 1L << MOST_BITS;
        bits = exact ? 64 - Long.numberOfLeadingZeros(Math.max(1, pairs - 1)) : MOST_BITS;
        scores = new int[1 << bits];
    }

    /** The score of {@code to} after {@code before}; 0 when there was no earlier move. */
    int score(int before, int to) {
        return before < 0 ? 0 : scores[slot(before, to)];
    }

    /** Gravity as the main history: the nearer a score is to the bound, the less a bonus moves it. */
    void adjust(int before, int to, int bonus) {
        if (before >= 0) {
            int i = slot(before, to);
            scores[i] += bonus - scores[i] * Math.abs(bonus) / bound;
        }
    }

    /** A new search: old experience counts for less. */
    void age() {
        for (int i = 0; i < scores.length; i++) {
            scores[i] /= 8;
        }
    }

    private int slot(int before, int to) {
        long pair = (long) before * indices + to;
        return exact ? (int) pair : (int) ((pair * 0x9E3779B97F4A7C15L) >>> (64 - bits));
    }
}
