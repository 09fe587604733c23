package org.variantc.lab;

import java.util.List;
import java.util.Locale;

/** The army strengths as a terminal table and as the report's sortable table. */
final class ArmyTable {
    private ArmyTable() {
    }

    static String text(List<ArmyStrength> table) {
        double mean = table.stream().mapToDouble(ArmyStrength::elo).average().orElse(0);
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%4s %-16s %6s %7s %7s  %-16s %s%n", "no",
                "army", "games", "score%", "Elo", "95% interval", "beyond the mean"));
        for (ArmyStrength a : table) {
            b.append(String.format(Locale.ROOT, "%4d %-16s %6d %7.1f %+7.0f  %-16s %s%n", a.number(), a.code(),
                    a.games(), percent(a), a.elo(), String.format(Locale.ROOT, "[%+.0f, %+.0f]", a.low(), a.high()),
                    a.beyondMean() ? (a.elo() > mean ? "stronger" : "weaker") : ""));
        }
        return b.toString();
    }

    static String html(List<ArmyStrength> table) {
        return "<p>Elo against the reference army (0); a marked row's interval leaves out the mean of all armies"
                + " measured. Click a column's head to sort.</p>\n"
                + Report.table("armies", new String[] {"no", "army", "betza", "games", "score %", "Elo", "low", "high",
                    "beyond the mean"}, table.stream().map(a -> new String[] {Integer.toString(a.number()), a.code(),
                    a.betza(), Integer.toString(a.games()), String.format(Locale.ROOT, "%.1f", percent(a)),
                    String.format(Locale.ROOT, "%.0f", a.elo()), String.format(Locale.ROOT, "%.0f", a.low()),
                    String.format(Locale.ROOT, "%.0f", a.high()), a.beyondMean() ? "beyond" : ""}).toList());
    }

    private static double percent(ArmyStrength a) {
        return a.games() == 0 ? 0 : 100 * a.points() / a.games();
    }
}
