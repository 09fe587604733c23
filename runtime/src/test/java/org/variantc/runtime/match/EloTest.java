package org.variantc.runtime.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EloTest {
    /** An even score is 0, not -0 (which printed as "Elo difference -0"). */
    @Test
    void anEvenScoreIsZeroNotMinusZero() {
        assertEquals(0, Double.compare(0.0, Elo.of(0, 10, 0).difference()));
        assertEquals(0, Double.compare(0.0, Elo.of(3, 4, 3).difference()));
    }

    @Test
    void threeQuartersIsAboutPlus191() {
        Elo e = Elo.of(15, 0, 5);
        assertEquals(190.85, e.difference(), 0.01);
        assertTrue(e.margin() > 100 && e.margin() < 400, "margin " + e.margin());
    }

    @Test
    void aCleanSweepIsInfinite() {
        assertEquals(Double.POSITIVE_INFINITY, Elo.of(5, 0, 0).difference());
        assertEquals(Double.NEGATIVE_INFINITY, Elo.of(0, 0, 5).difference());
    }
}
