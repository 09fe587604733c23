package org.variantc.runtime.position;

import java.util.ArrayList;
import java.util.List;

import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.VariantRules;

/**
 * The squares one castling needs, by the rule documented on {@link CastlingMove}: derived once
 * here for the table engine ({@link Rulebook}) and the generated engines alike.
 *
 * @param empty    between King and partner, and each one's way to its destination, but for the two
 *                 castling men
 * @param kingPath the King's square, those it crosses and where it lands: none may be attacked
 */
public record CastlingSquares(int[] empty, int[] kingPath) {
    /**
     * The squares of a castling of {@code rules}: in a variant without royal pieces the King is
     * a common man that may castle out of, through and into attack (Giveaway, Extinction).
     */
    public static CastlingSquares of(CastlingMove c, VariantRules rules) {
        CastlingSquares needed = of(c, rules.files());
        return rules.hasRoyalType() ? needed : new CastlingSquares(needed.empty(), new int[0]);
    }

    public static CastlingSquares of(CastlingMove c, int files) {
        List<Integer> empty = line(c.kingFrom(), c.rookFrom(), files, false);
        // Each man's way to its square too, which 960 castling needs (King b1, Rook c1 castling to
        // g1 and f1 crosses d1 and e1); where both land between them, as in FIDE chess, it adds nothing.
        List<Integer> ways = new ArrayList<>(line(c.kingFrom(), c.kingTo(), files, true));
        ways.addAll(line(c.rookFrom(), c.rookTo(), files, true));
        for (int sq : ways) {
            if (sq != c.kingFrom() && sq != c.rookFrom() && !empty.contains(sq)) {
                empty.add(sq);
            }
        }
        return new CastlingSquares(ints(empty), ints(line(c.kingFrom(), c.kingTo(), files, true)));
    }

    /**
     * The squares on the straight line from {@code a} to {@code b}: strictly between, or with
     * both ends when {@code inclusive}. Squares not on one line give just the ends.
     */
    public static List<Integer> line(int a, int b, int files, boolean inclusive) {
        int fileDistance = Math.abs(b % files - a % files);
        int rankDistance = Math.abs(b / files - a / files);
        boolean straight = a != b && (fileDistance == 0 || rankDistance == 0 || fileDistance == rankDistance);
        List<Integer> squares = new ArrayList<>();
        if (inclusive) {
            squares.add(a);
        }
        if (straight) {
            int step = Integer.signum(b % files - a % files) + Integer.signum(b / files - a / files) * files;
            for (int sq = a + step; sq != b; sq += step) {
                squares.add(sq);
            }
        }
        if (inclusive && b != a) {
            squares.add(b);
        }
        return squares;
    }

    private static int[] ints(List<Integer> squares) {
        return squares.stream().mapToInt(Integer::intValue).toArray();
    }
}
