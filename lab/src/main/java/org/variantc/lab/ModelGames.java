package org.variantc.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.variantc.runtime.rules.VariantRules;

/**
 * Game pairs drawn from a known model instead of played: each game won by the first side with
 * the logistic of {@code scale} times the Pawns it is ahead by {@code values} (by piece letter),
 * else lost. What the fit gives back from them shows what a design and a number of games can tell.
 */
final class ModelGames {
    private ModelGames() {
    }

    static List<PairResult> draw(VariantRules rules, List<Imbalance> design, Map<String, Double> values, double scale,
                                 int pairs, long seed) {
        double[] value = new double[rules.pieces().size()];
        for (int t = 0; t < value.length; t++) {
            value[t] = values.getOrDefault(rules.pieces().get(t).id(), 0.0);
        }
        Random random = new Random(seed);
        List<PairResult> results = new ArrayList<>();
        for (Imbalance i : design) {
            double[] x = i.features(value.length);
            double z = 0;
            for (int t = 0; t < x.length; t++) {
                z += scale * value[t] * x[t];
            }
            double p = 1 / (1 + Math.exp(-z));
            for (int k = 0; k < pairs; k++) {
                results.add(new PairResult(i.trial(), k, k, random.nextDouble() < p ? 1 : 0,
                        random.nextDouble() < p ? 1 : 0, 0, 0));
            }
        }
        return results;
    }
}
