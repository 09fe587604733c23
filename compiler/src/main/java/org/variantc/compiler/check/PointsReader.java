package org.variantc.compiler.check;

import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.syntax.EndDecl;
import org.variantc.compiler.syntax.HalfPoints;
import org.variantc.runtime.rules.PointCount;

/**
 * {@code end { points R 13 C 7 ... black 1.5 }} to a {@link PointCount}: each id once, points
 * in whole or half points (kept doubled, so 1.5 is exact), the bonus for one named side.
 * {@code black wins draws} (Armageddon) is the count with no men valued and half a point for
 * Black, as Fairy-Stockfish's {@code materialCounting = blackdrawodds} is one of its counts.
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
        EndDecl.DrawOdds odds = drawOdds(end);
        if (odds != null && points != null) {
            diagnostics.error(odds.span(), "'" + odds.side() + " wins draws' and the points at line "
                    + points.span().line() + " both decide drawn games; keep one");
        }
        if (points == null) {
            return odds == null ? null : new PointCount(new int[types], "black".equals(odds.side()) ? 1 : 0, 1);
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

    /** The draw odds ({@code black wins draws}), the first if written twice (reported). */
    private EndDecl.DrawOdds drawOdds(EndDecl end) {
        EndDecl.DrawOdds first = null;
        for (EndDecl.Rule r : end.rules()) {
            if (r instanceof EndDecl.DrawOdds d) {
                if (first != null) {
                    diagnostics.error(d.span(), "draw odds are written twice; the first is at line " + first.span().line());
                } else {
                    first = d;
                }
            }
        }
        return first;
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
