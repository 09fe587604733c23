package org.variantc.runtime.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The table's entries: the static score kept beside the searched one, two positions sharing a
 * bucket, and which of them a third gives way to.
 */
class TranspositionTableTest {
    /** Keys that differ only in the lowest bit share a bucket (the index drops that bit). */
    private static final long A = 0x1234_5678_9ABC_DEF0L;
    private static final long B = A | 1;
    /** The same bucket again: the index's bits are those of A, the high bits differ. */
    private static final long C = A ^ (1L << 62);

    @Test
    void keepsTheStaticScoreBesideTheSearchedOne() {
        TranspositionTable table = new TranspositionTable(1);
        table.store(A, 77, -45, 6, TranspositionTable.LOWER, 123);
        int slot = table.probe(A);
        assertTrue(slot >= 0);
        assertEquals(123, table.staticEval(slot));
        assertEquals(-45, table.score(slot));
        assertEquals(6, table.depth(slot));
        assertEquals(TranspositionTable.LOWER, table.bound(slot));
        assertEquals(77, table.move(slot));
    }

    @Test
    void anEntryMayHoldTheStaticScoreAlone() {
        TranspositionTable table = new TranspositionTable(1);
        table.store(A, 0, 0, 0, TranspositionTable.NONE, -250);
        int slot = table.probe(A);
        assertEquals(-250, table.staticEval(slot));
        assertEquals(TranspositionTable.NONE, table.bound(slot));
        // the search's result then replaces it, keeping a static score it is given
        table.store(A, 9, 31, 3, TranspositionTable.EXACT, -250);
        slot = table.probe(A);
        assertEquals(TranspositionTable.EXACT, table.bound(slot));
        assertEquals(-250, table.staticEval(slot));
        // a position in check has none
        table.store(B, 5, 10, 2, TranspositionTable.UPPER, TranspositionTable.NO_EVAL);
        assertEquals(TranspositionTable.NO_EVAL, table.staticEval(table.probe(B)));
    }

    @Test
    void aBucketHoldsTwoPositionsAndTheShallowerGivesWay() {
        TranspositionTable table = new TranspositionTable(1);
        table.store(A, 1, 100, 9, TranspositionTable.EXACT, 0);
        table.store(B, 2, 200, 0, TranspositionTable.UPPER, 0);
        assertTrue(table.probe(A) >= 0 && table.probe(B) >= 0, "two positions share the bucket");
        table.store(C, 3, 300, 1, TranspositionTable.LOWER, 0);
        assertTrue(table.probe(A) >= 0, "the deep entry stays");
        assertEquals(-1, table.probe(B), "the shallow one gave way");
        assertEquals(300, table.score(table.probe(C)));
    }

    @Test
    void anOlderSearchsEntryGivesWayFirst() {
        TranspositionTable table = new TranspositionTable(1);
        table.store(A, 1, 100, 12, TranspositionTable.EXACT, 0);
        table.nextAge();
        table.store(B, 2, 200, 4, TranspositionTable.EXACT, 0);
        table.store(C, 3, 300, 2, TranspositionTable.EXACT, 0);
        assertEquals(-1, table.probe(A), "twelve plies of the last search weigh less than four of this one");
        assertTrue(table.probe(B) >= 0 && table.probe(C) >= 0);
    }

    @Test
    void aMuchShallowerBoundDoesNotReplaceTheSamePositionsDeepOne() {
        TranspositionTable table = new TranspositionTable(1);
        table.store(A, 7, 50, 8, TranspositionTable.LOWER, 20);
        table.store(A, 0, -10, 0, TranspositionTable.UPPER, 20); // quiescence's
        int slot = table.probe(A);
        assertEquals(8, table.depth(slot));
        assertEquals(50, table.score(slot));
        table.store(A, 0, 40, 6, TranspositionTable.UPPER, 20); // near enough: it replaces, the move kept
        slot = table.probe(A);
        assertEquals(6, table.depth(slot));
        assertEquals(7, table.move(slot));
    }
}
