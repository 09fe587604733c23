package org.variantc.lab;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The SPSA schedule's arithmetic (fishtest's: c_k = c (N/(k+1))^0.101, a_k = a / (A+k+1)^0.602). */
class SpsaTest {
    private final Spsa spsa = new Spsa(new int[] {0, 2}, new double[] {4, 10}, 0.05, 80, 31);

    @Test
    void theLastStepIsTheRateTimesThePerturbationPerGameWon() {
        double[] theta = {100, 7, 50};
        double[] after = spsa.step(theta, 79, 3);
        int[] signs = spsa.signs(79);
        assertEquals(100 + 0.05 * 4 * 3 * signs[0], after[0], 1e-9);
        assertEquals(7, after[1], 0); // not tuned
        assertEquals(50 + 0.05 * 10 * 3 * signs[1], after[2], 1e-9);
    }

    @Test
    void perturbationsAreTheirSizeWithTheIterationsSignsAndReproducible() {
        double[] theta = {100, 7, 50};
        int[] signs = spsa.signs(0);
        assertArrayEquals(signs, spsa.signs(0));
        double c0 = 4 * Math.pow(80, 0.101);
        double c2 = 10 * Math.pow(80, 0.101);
        assertArrayEquals(new int[] {(int) Math.round(100 + signs[0] * c0), 7, (int) Math.round(50 + signs[1] * c2)},
                spsa.perturbed(theta, 0, 1));
        assertArrayEquals(new int[] {(int) Math.round(100 - signs[0] * c0), 7, (int) Math.round(50 - signs[1] * c2)},
                spsa.perturbed(theta, 0, -1));
    }
}
