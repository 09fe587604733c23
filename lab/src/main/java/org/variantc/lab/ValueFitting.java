package org.variantc.lab;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.PieceValues;

/**
 * Piece values from imbalance games. The first side's score is taken to be logistic in the
 * material it is ahead, each type weighted w_t; a Pawn is worth 1, so a type's value is
 * w_t / w_Pawn, its interval from the fit's covariance by the delta method and, beside it, by a
 * bootstrap over game pairs ({@link PairBootstrap}). The fit's weak
 * prior puts each type at its static estimate with a Pawn ahead scoring about 57%
 * ({@link #PRIOR_PAWN}), so a run of few games or all draws leans on the estimate, not on 0/0.
 */
final class ValueFitting {
    /** The prior's logistic weight of one Pawn ahead: e^0.3 / (1 + e^0.3), about 57%. */
    static final double PRIOR_PAWN = 0.3;

    private ValueFitting() {
    }

    static MeasuredValues of(VariantRules rules, List<Imbalance> imbalances, List<PairResult> results, long seed) {
        return of(rules, imbalances, results, seed, PairBootstrap.REPLICATES);
    }

    /** @param replicates of the bootstrap over pairs; 0 for none (its intervals NaN) */
    static MeasuredValues of(VariantRules rules, List<Imbalance> imbalances, List<PairResult> results, long seed,
                             int replicates) {
        int types = rules.pieces().size();
        Map<String, Imbalance> byTrial = new HashMap<>();
        Map<String, List<LogisticFit.Observation[]>> strata = new LinkedHashMap<>();
        for (Imbalance i : imbalances) {
            byTrial.put(i.trial(), i);
            strata.put(i.trial(), new ArrayList<>());
        }
        List<LogisticFit.Observation> games = new ArrayList<>();
        int[] gamesOf = new int[types];
        for (PairResult r : results) {
            Imbalance i = byTrial.get(r.trial());
            double[] x = i.features(types);
            LogisticFit.Observation[] pair = {new LogisticFit.Observation(x, r.asWhite()),
                new LogisticFit.Observation(x, r.asBlack())};
            games.addAll(List.of(pair));
            strata.get(r.trial()).add(pair);
            java.util.stream.Stream.concat(i.firstLacks().stream(), i.secondLacks().stream()).distinct()
                    .forEach(t -> gamesOf[t] += 2);
        }
        int pawn = ValueTrials.pawn(rules);
        PieceValues estimates = PieceValues.of(rules);
        double pawnEstimate = estimates.estimate(pawn);
        double[] prior = new double[types];
        for (int t = 0; t < types; t++) {
            prior[t] = rules.pieces().get(t).royal() ? 0 : PRIOR_PAWN * estimates.estimate(t) / pawnEstimate;
        }
        LogisticFit fit = LogisticFit.of(games, prior);
        List<Integer> shown = new ArrayList<>(List.of(pawn));
        for (int t : ValueTrials.measured(rules, pawn)) {
            if (imbalances.stream().anyMatch(i -> i.firstLacks().contains(t) || i.secondLacks().contains(t))) {
                shown.add(t);
            }
        }
        PairBootstrap bootstrap = PairBootstrap.of(strata.values().stream().filter(p -> !p.isEmpty()).toList(), prior,
                pawn, shown, seed, replicates);
        List<PieceValue> values = new ArrayList<>();
        for (int k = shown.size() - 1; k >= 0; k--) { // dearest first
            int t = shown.get(k);
            double[] w = fit.weights();
            double value = w[t] / w[pawn];
            double[] gradient = new double[types];
            gradient[t] = 1 / w[pawn];
            gradient[pawn] = t == pawn ? 0 : -w[t] / (w[pawn] * w[pawn]);
            double spread = t == pawn ? 0 : 1.96 * Math.sqrt(Math.max(0, quadratic(fit.covariance(), gradient)));
            var p = rules.pieces().get(t);
            values.add(new PieceValue(p.name(), p.id(), value, value - spread, value + spread, bootstrap.low()[t],
                    bootstrap.high()[t], estimates.estimate(t) / pawnEstimate, gamesOf[t]));
        }
        double pawnSpread = 1.96 * Math.sqrt(Math.max(0, fit.covariance()[pawn][pawn]));
        return new MeasuredValues(values, fit.weights()[pawn], pawnSpread);
    }

    private static double quadratic(double[][] m, double[] g) {
        double s = 0;
        for (int i = 0; i < g.length; i++) {
            for (int j = 0; j < g.length; j++) {
                s += g[i] * m[i][j] * g[j];
            }
        }
        return s;
    }
}
