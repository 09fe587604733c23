package org.variantc.runtime.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The correction history: a miss learnt per side to move and key, in 32nds of a centipawn, the
 * deeper search's miss counting more, bounded by gravity within 128 centipawns; figures counted
 * by hand in the comments.
 */
class CorrectionHistoryTest {
    @Test
    void learnsTheMissPerSideAndKey() {
        CorrectionHistory c = new CorrectionHistory();
        // depth 8: the bonus is the whole miss, 20 centipawns (640 units, under the 1,024 clamp)
        c.learn(0, 42L, 8, 120, 100);
        // gravity on an empty entry: 640 - 0 = 640 units, 20 centipawns
        assertEquals(20, c.correction(0, 42L));
        assertEquals(0, c.correction(1, 42L), "the other side's entry is apart");
        assertEquals(0, c.correction(0, 43L), "another structure's entry is apart");
        // the opposite miss: 640 - 640 - 640·640/4096 = -100 units, -3 centipawns (gravity pulls past 0)
        c.learn(0, 42L, 8, 80, 100);
        assertEquals(-3, c.correction(0, 42L));
    }

    @Test
    void gravityKeepsItWithinTheBound() {
        CorrectionHistory c = new CorrectionHistory();
        for (int i = 0; i < 1000; i++) {
            c.learn(1, 7L, 30, 3000, 0);
        }
        int most = c.correction(1, 7L);
        assertTrue(most <= CorrectionHistory.MOST && most > CorrectionHistory.MOST - 5, "near the bound: " + most);
        for (int i = 0; i < 1000; i++) {
            c.learn(1, 7L, 30, -3000, 0);
        }
        int least = c.correction(1, 7L);
        assertTrue(least >= -CorrectionHistory.MOST && least < -CorrectionHistory.MOST + 5, "near the bound: " + least);
    }
}
