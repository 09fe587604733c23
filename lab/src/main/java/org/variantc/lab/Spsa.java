package org.variantc.lab;

import java.util.Random;

/**
 * Simultaneous perturbation stochastic approximation over integer weights (Spall; the schedule
 * of Stockfish's fishtest): each iteration moves every tuned weight at once by +c or -c, plays
 * the two perturbed sets against each other, and steps along the perturbation by the score.
 * Per weight, {@code c} is its perturbation at the last iteration and the learning rate is set
 * so a perturbation's worth of score moves it by {@code rate} times c (fishtest's r = a / c²).
 *
 * @param tuned      which weights move (indices into the vector); the others stay
 * @param c          per weight: its perturbation at the end of the run
 * @param rate       the step per game won, as a share of c, at the end of the run
 * @param iterations the run's length (the schedules decay over it)
 * @param seed       of the perturbations' signs
 */
record Spsa(int[] tuned, double[] c, double rate, int iterations, long seed) {
    private static final double ALPHA = 0.602;
    private static final double GAMMA = 0.101;

    /** Iteration k's signs, one per tuned weight: the same for the same seed and k. */
    int[] signs(int k) {
        Random random = new Random(seed * 1_000_003L + k);
        int[] s = new int[tuned.length];
        for (int i = 0; i < s.length; i++) {
            s[i] = random.nextBoolean() ? 1 : -1;
        }
        return s;
    }

    /** Iteration k's perturbation of weight i (of the tuned), before its sign. */
    double perturbation(int i, int k) {
        return c[i] * Math.pow((double) iterations / (k + 1), GAMMA);
    }

    /** θ with iteration k's perturbation added ({@code sign} 1) or taken away (-1), rounded. */
    int[] perturbed(double[] theta, int k, int sign) {
        int[] signs = signs(k);
        int[] out = new int[theta.length];
        for (int j = 0; j < theta.length; j++) {
            out[j] = (int) Math.round(theta[j]);
        }
        for (int i = 0; i < tuned.length; i++) {
            out[tuned[i]] = (int) Math.round(theta[tuned[i]] + sign * signs[i] * perturbation(i, k));
        }
        return out;
    }

    /**
     * θ after iteration k, whose plus side scored {@code result} (games won less games lost
     * by θ + c against θ - c).
     */
    double[] step(double[] theta, int k, double result) {
        int[] signs = signs(k);
        double[] out = theta.clone();
        double bigA = 0.1 * iterations;
        for (int i = 0; i < tuned.length; i++) {
            double cEnd = c[i];
            double aEnd = rate * cEnd * cEnd;
            double a = aEnd * Math.pow(bigA + iterations, ALPHA);
            double ak = a / Math.pow(bigA + k + 1, ALPHA);
            double ck = perturbation(i, k);
            out[tuned[i]] += ak / (ck * ck) * ck * result * signs[i];
        }
        return out;
    }
}
