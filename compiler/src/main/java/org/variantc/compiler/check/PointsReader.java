package org.variantc.compiler.check;

import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.syntax.EndDecl;
import org.variantc.compiler.syntax.HalfPoints;
import org.variantc.runtime.rules.PointCount;

/**
 * {@code end { points R 13 C 7 ... black 1.5 }} to a {@link PointCount}: each id once, points
 * in whole or half points (kept doubled, so 1.5 is exact), the bonus for one named side.
 */
final class PointsReader {
    private static final int MOST_HALF_POINTS = 2_000;

    private final PieceIds ids;
    private final Diagnostics diagnostics;

    PointsReader(PieceIds ids, Diagnostics diagnostics) {
        this.ids = ids;
        this.diagnostics = diagnostics;
    }

    /** The point count, or null when the block has none (or after reporting what is wrong). */
    PointCount read(EndDecl end, int types) {
        if (end == null) {
            return null;
        }
        EndDecl.Points points = null;
        for (EndDecl.Rule r : end.rules()) {
            if (r instanceof EndDecl.Points p) {
                if (points != null) {
                    diagnostics.error(p.span(), "points are written twice; the first is at line " + points.span().line());
                }
                points = p;
            }
        }
        if (points == null) {
            return null;
        }
        int[] half = new int[types];
        boolean[] seen = new boolean[types];
        for (EndDecl.PointValue v : points.values()) {
            int type = ids.index(v.id().text());
            if (type < 0) {
                diagnostics.error(v.id().span(), "no piece has the id '" + v.id().text() + "'");
                continue;
            }
            if (seen[type]) {
                diagnostics.error(v.id().span(), "'" + v.id().text() + "' is given points twice");
            }
            seen[type] = true;
            half[type] = halfPoints(v.points());
        }
        int side = "black".equals(points.side()) ? 1 : 0;
        int bonus = points.bonus() == null ? 0 : halfPoints(points.bonus());
        return new PointCount(half, side, bonus);
    }

    /** Twice the number written: 13 is 26, 1.5 is 3; anything but a whole or half number is refused. */
    private int halfPoints(HalfPoints p) {
        String text = p.text();
        int dot = text.indexOf('.');
        String whole = dot < 0 ? text : text.substring(0, dot);
        String fraction = dot < 0 ? "" : text.substring(dot + 1).replaceAll("0+$", "");
        if (!fraction.isEmpty() && !fraction.equals("5") || whole.length() > 4) {
            diagnostics.error(p.span(), "points are whole or half numbers up to " + MOST_HALF_POINTS / 2 + ", not " + text);
            return 0;
        }
        int half = Integer.parseInt(whole) * 2 + (fraction.isEmpty() ? 0 : 1);
        if (half > MOST_HALF_POINTS) {
            diagnostics.error(p.span(), "points are whole or half numbers up to " + MOST_HALF_POINTS / 2 + ", not " + text);
            return 0;
        }
        return half;
    }
}
