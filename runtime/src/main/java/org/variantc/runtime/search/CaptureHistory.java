package org.variantc.runtime.search;

/**
 * How well a capture did: scores indexed by the capturing man's piece-to (man with its side,
 * destination) and the type it takes there ({@code types} for a capture whose destination is
 * empty: en passant, a locust's). Captures of equal victims are then ordered by experience, not
 * only by the attacker's value, and a capture that keeps failing is reduced. A big game's triples
 * would not fit, so past a bound the triple is hashed into the table, as {@link
 * ContinuationHistory} does: a rare collision only blurs move order.
 */
final class CaptureHistory {
    private static final int MOST_BITS = 20;

    private final int[] scores;
    private final int victims;
    private final int bits;
    private final boolean exact;
    private final int bound;

    /** @param pieceTos how many piece-to indices there are; @param types the game's types; @param bound the scores' magnitude bound */
    CaptureHistory(int pieceTos, int types, int bound) {
        this.victims = types + 1;
        this.bound = bound;
        long triples = (long) pieceTos * victims;
        exact = triples <= 1L << MOST_BITS;
        bits = exact ? 64 - Long.numberOfLeadingZeros(Math.max(1, triples - 1)) : MOST_BITS;
        scores = new int[1 << bits];
    }

    /** The score of the capture of a {@code victim} (a type, or -1 for an empty destination) by {@code pieceTo}. */
    int score(int pieceTo, int victim) {
        return scores[slot(pieceTo, victim)];
    }

    /** Gravity as the main history: the nearer a score is to the bound, the less a bonus moves it. */
    void adjust(int pieceTo, int victim, int bonus) {
        int i = slot(pieceTo, victim);
        scores[i] += bonus - scores[i] * Math.abs(bonus) / bound;
    }

    /** A new search: old experience counts for less. */
    void age() {
        for (int i = 0; i < scores.length; i++) {
            scores[i] /= 8;
        }
    }

    private int slot(int pieceTo, int victim) {
        long triple = (long) pieceTo * victims + (victim < 0 ? victims - 1 : victim);
        return exact ? (int) triple : (int) ((triple * 0x9E3779B97F4A7C15L) >>> (64 - bits));
    }
}
