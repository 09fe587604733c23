package org.variantc.lab;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.variantc.runtime.rules.ArmyChoice;

/**
 * Army strengths from games between armies: a Bradley-Terry model in Elo (the first army's
 * expected score logistic in the difference of their strengths), the reference army held at 0,
 * so a reference schedule and a round robin are read the same way.
 */
final class ArmyFitting {
    private static final double ELO_PER_UNIT = 400 / Math.log(10);

    private ArmyFitting() {
    }

    /** A game pair's two armies, as the schedule made it. */
    record Pairing(String trial, int first, int second) {
    }

    /**
     * @param armies    the armies measured (indices into {@code choices}), the reference first
     * @param pairings  every trial of the schedule
     */
    static List<ArmyStrength> of(List<ArmyChoice> choices, List<Integer> armies, List<Pairing> pairings,
                                 List<PairResult> results) {
        Map<Integer, Integer> column = new HashMap<>();
        for (int i = 1; i < armies.size(); i++) {
            column.put(armies.get(i), i - 1);
        }
        Map<String, Pairing> byTrial = new HashMap<>();
        for (Pairing p : pairings) {
            byTrial.put(p.trial(), p);
        }
        int size = Math.max(1, armies.size() - 1);
        List<LogisticFit.Observation> games = new ArrayList<>();
        int[] played = new int[armies.size()];
        double[] points = new double[armies.size()];
        for (PairResult r : results) {
            Pairing p = byTrial.get(r.trial());
            double[] x = new double[size];
            add(x, column, p.first(), 1);
            add(x, column, p.second(), -1);
            games.add(new LogisticFit.Observation(x, r.asWhite()));
            games.add(new LogisticFit.Observation(x, r.asBlack()));
            int a = armies.indexOf(p.first());
            int b = armies.indexOf(p.second());
            played[a] += 2;
            played[b] += 2;
            points[a] += r.points();
            points[b] += 2 - r.points();
        }
        LogisticFit fit = LogisticFit.of(games, new double[size]);
        double[] elo = new double[armies.size()];
        double[] margin = new double[armies.size()];
        double mean = 0;
        for (int i = 1; i < armies.size(); i++) {
            elo[i] = ELO_PER_UNIT * fit.weights()[i - 1];
            margin[i] = 1.96 * ELO_PER_UNIT * Math.sqrt(Math.max(0, fit.covariance()[i - 1][i - 1]));
            mean += elo[i] / armies.size();
        }
        List<ArmyStrength> table = new ArrayList<>();
        for (int i = 0; i < armies.size(); i++) {
            ArmyChoice a = choices.get(armies.get(i));
            boolean beyond = i > 0 && Math.abs(elo[i] - mean) > margin[i];
            table.add(new ArmyStrength(armies.get(i) + 1, a.code(), a.betza(), played[i], points[i], elo[i],
                    elo[i] - margin[i], elo[i] + margin[i], beyond));
        }
        table.sort((x, y) -> Double.compare(y.elo(), x.elo()));
        return table;
    }

    private static void add(double[] x, Map<Integer, Integer> column, int army, int sign) {
        Integer c = column.get(army);
        if (c != null) {
            x[c] += sign;
        }
    }
}
