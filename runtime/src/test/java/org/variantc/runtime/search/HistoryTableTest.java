package org.variantc.runtime.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The table under both histories: scores bounded by gravity, old experience divided on a new
 * search, a table too big to hold every pair hashed into 2²⁰ entries without leaving it, and a
 * bound a short can hold.
 */
class HistoryTableTest {
    private static final int BOUND = 1 << 14;

    @Test
    void gravityKeepsScoresWithinTheBound() {
        HistoryTable t = new HistoryTable(768, 768, BOUND);
        for (int i = 0; i < 10_000; i++) {
            t.adjust(1, 2, BOUND / 4);
            t.adjust(3, 4, -BOUND / 4);
        }
        assertTrue(t.score(1, 2) <= BOUND && t.score(1, 2) > BOUND / 2, "" + t.score(1, 2));
        assertTrue(t.score(3, 4) >= -BOUND && t.score(3, 4) < -BOUND / 2, "" + t.score(3, 4));
    }

    @Test
    void gravityHalvesABonusHalfwayToTheBound() {
        // s + b − s·|b|/bound: from 8,192 a bonus of 1,024 adds 1,024 − 512
        HistoryTable t = new HistoryTable(8, 8, BOUND);
        t.adjust(1, 1, BOUND / 2);
        t.adjust(1, 1, 1024);
        assertEquals(BOUND / 2 + 512, t.score(1, 1));
    }

    @Test
    void aNewSearchDividesOldExperience() {
        HistoryTable t = new HistoryTable(768, 768, BOUND);
        t.adjust(1, 2, 800);
        t.adjust(2, 1, -800);
        t.age();
        assertEquals(100, t.score(1, 2));
        assertEquals(-100, t.score(2, 1));
    }

    @Test
    void aBigGamesPairsAreHashedIntoTheTable() {
        int indices = 2 * 80 * 256;
        HistoryTable t = new HistoryTable(indices, indices, BOUND);
        t.adjust(indices - 1, indices - 1, 300);
        t.adjust(0, 0, 200);
        assertEquals(300, t.score(indices - 1, indices - 1));
        assertEquals(200, t.score(0, 0));
    }

    @Test
    void aBoundAShortCannotHoldIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> new HistoryTable(8, 8, Short.MAX_VALUE + 1));
        assertThrows(IllegalArgumentException.class, () -> new HistoryTable(8, 8, 0));
    }
}
