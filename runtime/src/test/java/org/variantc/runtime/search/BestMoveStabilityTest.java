package org.variantc.runtime.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The factor on the clock's target from how the iterations' best move and score went. */
class BestMoveStabilityTest {
    @Test
    void aFirstIterationChangesNothing() {
        BestMoveStability s = new BestMoveStability();
        s.completed(11, 20);
        assertEquals(1.0, s.scale(), 1e-9);
    }

    @Test
    void aChangingBestMoveEarnsTimeAndItsWeightFades() {
        BestMoveStability s = new BestMoveStability();
        s.completed(11, 20);
        s.completed(12, 20);
        assertEquals(Math.min(3.0, BestMoveStability.MOST), s.scale(), 1e-9, "1 + 2 · 1 change");
        s.completed(12, 20);
        assertEquals(2.0, s.scale(), 1e-9, "the change halved");
        s.completed(12, 20);
        assertEquals(1.5, s.scale(), 1e-9);
    }

    @Test
    void aSettledMoveGivesTimeBack() {
        BestMoveStability s = new BestMoveStability();
        for (int i = 0; i <= BestMoveStability.SETTLED; i++) {
            s.completed(11, 20);
        }
        assertEquals(0.7, s.scale(), 1e-9);
    }

    @Test
    void aFallingScoreEarnsTimeARisingOneGivesSomeBack() {
        BestMoveStability s = new BestMoveStability();
        s.completed(11, 50);
        s.completed(11, -50);
        assertEquals(1.5, s.scale(), 1e-9, "a fall of 100 centipawns: half as much again");
        s.completed(11, 150);
        assertEquals(0.75, s.scale(), 1e-9, "a rise is bounded at three quarters");
    }

    @Test
    void theScaleMovesTheClocksTargetNotAFixedTimeNorTheDeadline() {
        TimeBudget clock = TimeBudget.clock(10_000, 0, 0); // target 333, deadline 1332
        assertEquals(333, clock.target());
        assertFalse(clock.startsAnother(170, 10, 1), "past half the target");
        assertTrue(clock.startsAnother(170, 10, 2), "an unsettled search may start one more");
        assertFalse(clock.startsAnother(100, 10, 0.5), "a settled one stops sooner");
        assertFalse(clock.startsAnother(1300, 100, BestMoveStability.MOST), "never one that cannot end by the deadline");
        TimeBudget fixed = TimeBudget.moveTime(500);
        assertTrue(fixed.startsAnother(300, 100, 0.4), "a fixed time is used to its end");
    }
}
