package org.variantc.compiler.javagen;

import java.util.ArrayList;
import java.util.List;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.VariantRules;

/**
 * The squares each castling needs empty and safe, by the rule the runtime documents on {@link
 * CastlingMove}: between King and partner, and both destinations, empty (but for the two
 * castling men); the King's square, those it crosses and where it lands not attacked.
 */
final class CastlingSquares {
    private CastlingSquares() {
    }

    static List<List<CastlingView>> bySide(VariantRules rules) {
        List<List<CastlingView>> sides = List.of(new ArrayList<>(), new ArrayList<>());
        for (int i = 0; i < rules.castlings().size(); i++) {
            CastlingMove c = rules.castlings().get(i);
            sides.get(c.side()).add(new CastlingView(i, c.kingFrom(), c.kingTo(), c.rookFrom(), c.rookTo(),
                    empty(c, rules.files()), line(c.kingFrom(), c.kingTo(), rules.files(), true)));
        }
        return sides;
    }

    private static List<Integer> empty(CastlingMove c, int files) {
        List<Integer> squares = line(c.kingFrom(), c.rookFrom(), files, false);
        for (int sq : new int[] {c.kingTo(), c.rookTo()}) {
            if (sq != c.kingFrom() && sq != c.rookFrom() && !squares.contains(sq)) {
                squares.add(sq);
            }
        }
        return squares;
    }

    /** The squares on the straight line from a to b: strictly between, or with both ends. */
    private static List<Integer> line(int a, int b, int files, boolean inclusive) {
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
}
