package org.variantc.lab;

import java.util.List;
import java.util.Locale;

/** The measured values as a person reads them: a terminal table, and a plot with intervals for the report. */
final class ValueTable {
    private ValueTable() {
    }

    static String text(List<PieceValue> values) {
        int width = 6;
        for (PieceValue v : values) {
            width = Math.max(width, v.name().length());
        }
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "%-" + width + "s %6s  %-16s %-16s %8s %6s%n", "piece", "value",
                "95% interval", "pairs bootstrap", "estimate", "games"));
        for (PieceValue v : values) {
            b.append(String.format(Locale.ROOT, "%-" + width + "s %6.2f  %-16s %-16s %8.2f %6d%n", v.name(), v.value(),
                    String.format(Locale.ROOT, "[%.2f, %.2f]", v.low(), v.high()),
                    "[" + f(v.bootLow()) + ", " + f(v.bootHigh()) + "]", v.estimate(), v.games()));
        }
        return b.toString();
    }

    /** An inline SVG: one row per piece, its value a dot on a Pawn scale and its interval a bar. */
    static String html(List<PieceValue> values) {
        double top = 1;
        for (PieceValue v : values) {
            top = Math.max(top, Math.max(v.high(), v.estimate()));
        }
        top = Math.ceil(top);
        int left = 120;
        int plot = 600;
        int row = 28;
        int height = row * values.size() + 40;
        StringBuilder b = new StringBuilder();
        b.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\""
                + " font-family=\"sans-serif\" font-size=\"13\">%n", left + plot + 20, height));
        for (int p = 0; p <= top; p++) {
            double x = left + plot * p / top;
            b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"10\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>"
                    + "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%d</text>%n", x, x, height - 25, x, height - 8, p));
        }
        for (int i = 0; i < values.size(); i++) {
            PieceValue v = values.get(i);
            double y = 25 + row * i;
            b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>%n", left - 10,
                    y + 4, Report.escape(v.name())));
            b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#36c\""
                    + " stroke-width=\"3\"/>%n", scale(v.low(), top, left, plot), y, scale(v.high(), top, left, plot), y));
            b.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"#036\"><title>%s %.2f"
                    + " [%.2f, %.2f]</title></circle>%n", scale(v.value(), top, left, plot), y,
                    Report.escape(v.name()), v.value(), v.low(), v.high()));
            b.append(String.format(Locale.ROOT, "<path d=\"M%.1f %.1f l-4 -7 h8 z\" fill=\"#c63\"><title>static"
                    + " estimate %.2f</title></path>%n", scale(v.estimate(), top, left, plot), y - 6, v.estimate()));
        }
        b.append("</svg>\n<p>Dot: the measured value, bar: its 95% interval (delta method; the table gives the bootstrap"
                + " over game pairs beside it), triangle: the engine's static estimate"
                + " from the move tables.</p>\n");
        b.append(Report.table("values", new String[] {"piece", "value", "low", "high", "estimate", "games"},
                values.stream().map(v -> new String[] {v.name(), f(v.value()), f(v.low()), f(v.high()),
                        f(v.estimate()), Integer.toString(v.games())}).toList()));
        return b.toString();
    }

    private static double scale(double value, double top, int left, int plot) {
        return left + plot * Math.max(0, Math.min(top, value)) / top;
    }

    static String f(double x) {
        if (Double.isInfinite(x)) {
            return x > 0 ? "inf" : "-inf";
        }
        return String.format(Locale.ROOT, "%.2f", x);
    }
}
