package org.variantc.runtime.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The continuation history: pairs kept apart where the table holds them all (FIDE chess: 2 sides
 * × 6 types × 64 squares = 768 piece-to indices), nothing before the first move; a big game's
 * pairs (Tenjiku-sized, 2 × 80 types × 256 squares) hashed into the bounded table without leaving
 * it. Gravity and ageing are {@link HistoryTable}'s, tested in {@code HistoryTableTest}.
 */
class ContinuationHistoryTest {
    private static final int BOUND = 1 << 14;

    @Test
    void fideSizedPairsAreKeptApart() {
        ContinuationHistory h = new ContinuationHistory(768, BOUND);
        h.adjust(5, 700, 400);
        assertEquals(400, h.score(5, 700));
        assertEquals(0, h.score(700, 5), "the pair in the other order is another entry");
        assertEquals(0, h.score(6, 700));
        assertEquals(0, h.score(5, 701));
    }

    @Test
    void noEarlierMoveScoresNothingAndLearnsNothing() {
        ContinuationHistory h = new ContinuationHistory(768, BOUND);
        h.adjust(-1, 3, 1000);
        assertEquals(0, h.score(-1, 3));
    }

    @Test
    void aBigGamesPairsAreHashedIntoTheTable() {
        int indices = 2 * 80 * 256;
        ContinuationHistory h = new ContinuationHistory(indices, BOUND);
        h.adjust(indices - 1, indices - 1, 300);
        h.adjust(0, 0, 200);
        assertEquals(300, h.score(indices - 1, indices - 1));
        assertEquals(200, h.score(0, 0));
    }
}
