package org.variantc.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** What each imbalance scored: the raw games behind the values, so a reader can check the fit. */
final class ImbalanceTable {
    private ImbalanceTable() {
    }

    private record Row(String trial, int games, double points, int wins, int draws, int losses) {
        double percent() {
            return games == 0 ? 0 : 100 * points / games;
        }
    }

    private static List<Row> rows(List<Imbalance> imbalances, List<PairResult> results) {
        List<Row> rows = new ArrayList<>();
        for (Imbalance i : imbalances) {
            int games = 0;
            double points = 0;
            int[] wdl = new int[3];
            for (PairResult r : results) {
                if (r.trial().equals(i.trial())) {
                    for (double s : new double[] {r.asWhite(), r.asBlack()}) {
                        games++;
                        points += s;
                        wdl[s == 1 ? 0 : s == 0 ? 2 : 1]++;
                    }
                }
            }
            rows.add(new Row(i.trial(), games, points, wdl[0], wdl[1], wdl[2]));
        }
        return rows;
    }

    static String text(List<Imbalance> imbalances, List<PairResult> results) {
        StringBuilder b = new StringBuilder("\nimbalance (the first side lacks / the other lacks): score of the first side\n");
        for (Row r : rows(imbalances, results)) {
            b.append(String.format(Locale.ROOT, "  %-14s %6.1f/%-4d %5.1f%%  +%d =%d -%d%n", r.trial(), r.points(),
                    r.games(), r.percent(), r.wins(), r.draws(), r.losses()));
        }
        return b.toString();
    }

    static String html(List<Imbalance> imbalances, List<PairResult> results) {
        return Report.table("imbalances", new String[] {"imbalance", "games", "score %", "wins", "draws", "losses"},
                rows(imbalances, results).stream().map(r -> new String[] {r.trial(), Integer.toString(r.games()),
                        String.format(Locale.ROOT, "%.1f", r.percent()), Integer.toString(r.wins()),
                        Integer.toString(r.draws()), Integer.toString(r.losses())}).toList());
    }
}
