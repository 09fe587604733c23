package org.variantc.lab;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

/**
 * Percentile intervals of the values in Pawns by a bootstrap over game pairs: the pairs of each
 * imbalance drawn again with replacement (a pair, not a game, since its two games share their
 * opening), the joint fit made again, each value taken as its weight over the Pawn's. Where a
 * replicate's Pawn weight is not above 0 the ratio has no finite value, and the interval's end
 * that reaches it is infinite: the delta method's symmetric interval cannot say that.
 *
 * @param low  per type, the 2.5% point (NaN for types not asked)
 * @param high per type, the 97.5% point
 */
record PairBootstrap(double[] low, double[] high) {
    /** Replicates drawn: enough for 2.5% points to about a tenth of their interval. */
    static final int REPLICATES = 400;

    /**
     * @param strata per imbalance, its pairs, each the two games' observations
     * @param seed       of the draws, so the same results give the same intervals
     * @param replicates how many; 0 for none (the intervals NaN)
     */
    static PairBootstrap of(List<List<LogisticFit.Observation[]>> strata, double[] prior, int pawn, List<Integer> types,
                            long seed, int replicates) {
        Random random = new Random(seed);
        int size = prior.length;
        double[] low = new double[size];
        double[] high = new double[size];
        Arrays.fill(low, Double.NaN);
        Arrays.fill(high, Double.NaN);
        if (replicates == 0) {
            return new PairBootstrap(low, high);
        }
        double[][] ratios = new double[size][replicates];
        for (int r = 0; r < replicates; r++) {
            List<LogisticFit.Observation> games = new ArrayList<>();
            for (List<LogisticFit.Observation[]> pairs : strata) {
                for (int k = 0; k < pairs.size(); k++) {
                    games.addAll(Arrays.asList(pairs.get(random.nextInt(pairs.size()))));
                }
            }
            double[] w = LogisticFit.of(games, prior).weights();
            for (int t : types) {
                ratios[t][r] = t == pawn ? 1 // the unit, whatever its weight
                        : w[pawn] > 0 ? w[t] / w[pawn] : w[t] >= 0 ? Double.POSITIVE_INFINITY : Double.NEGATIVE_INFINITY;
            }
        }
        for (int t : types) {
            Arrays.sort(ratios[t]);
            low[t] = ratios[t][(int) Math.floor(0.025 * (replicates - 1))];
            high[t] = ratios[t][(int) Math.ceil(0.975 * (replicates - 1))];
        }
        return new PairBootstrap(low, high);
    }
}
