package org.variantc.compiler.cli;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.PointCount;

/** The {@code check} summary's line for passing, bikjang and the point count (Janggi), empty without them. */
final class JanggiSummary {
    private JanggiSummary() {
    }

    static String of(Variant v) {
        List<String> parts = new ArrayList<>();
        if (v.moves().passing().allowed()) {
            parts.add("pass when not in check" + (v.moves().passing().endingPasses() == 0 ? ""
                    : "; draw after " + v.moves().passing().endingPasses() + " passes"));
        }
        if (v.royals().bikjang()) {
            parts.add("bikjang (facing royal men must part, or a pass ends the game)");
        }
        PointCount points = v.ending().points();
        if (points != null) {
            StringBuilder s = new StringBuilder("points");
            for (int t = 0; t < points.halfPoints().length; t++) {
                if (points.halfPoints()[t] != 0) {
                    s.append(' ').append(v.pieces().get(t).id()).append(' ').append(half(points.halfPoints()[t]));
                }
            }
            if (points.bonusHalfPoints() != 0) {
                s.append(points.bonusSide() == 0 ? " white " : " black ").append(half(points.bonusHalfPoints()));
            }
            parts.add(s + " (decide the endings the rules draw)");
        }
        return parts.isEmpty() ? "" : "rules:    " + String.join("; ", parts) + "\n";
    }

    /** The ids of a type set, space-separated. */
    static String ids(long types, Variant v) {
        List<String> ids = new ArrayList<>();
        for (int t = 0; t < v.pieces().size(); t++) {
            if ((types & 1L << t) != 0) {
                ids.add(v.pieces().get(t).id());
            }
        }
        return String.join(" ", ids);
    }

    private static String half(int halfPoints) {
        return halfPoints % 2 == 0 ? Integer.toString(halfPoints / 2) : halfPoints / 2 + ".5";
    }
}
