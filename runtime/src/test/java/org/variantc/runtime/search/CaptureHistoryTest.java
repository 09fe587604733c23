package org.variantc.runtime.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The capture history: a capture is keyed by the capturing man's piece-to and the type it takes
 * (FIDE chess: 768 piece-to indices × 7, the six types and an empty destination, kept apart);
 * a big game's triples (Tenjiku-sized, 2 × 80 types × 256 squares × 81) hashed into the bounded
 * table. Gravity and ageing are {@link HistoryTable}'s, tested in {@code HistoryTableTest}.
 */
class CaptureHistoryTest {
    private static final int BOUND = 1 << 14;

    @Test
    void fideSizedCapturesAreKeptApart() {
        CaptureHistory h = new CaptureHistory(768, 6, BOUND);
        h.adjust(5, 1, 400);
        assertEquals(400, h.score(5, 1));
        assertEquals(0, h.score(5, 2), "the same man and square taking another type is another entry");
        assertEquals(0, h.score(6, 1));
        assertEquals(0, h.score(5, -1), "an empty destination (en passant) has its own entry");
        h.adjust(767, -1, -300);
        assertEquals(-300, h.score(767, -1));
        assertEquals(0, h.score(767, 5));
    }

    @Test
    void aBigGamesCapturesAreHashedIntoTheTable() {
        int pieceTos = 2 * 80 * 256;
        CaptureHistory h = new CaptureHistory(pieceTos, 80, BOUND);
        h.adjust(pieceTos - 1, 79, 300);
        h.adjust(0, -1, 200);
        assertEquals(300, h.score(pieceTos - 1, 79));
        assertEquals(200, h.score(0, -1));
    }
}
