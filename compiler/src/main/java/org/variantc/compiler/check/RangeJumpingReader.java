package org.variantc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.RangeJumping;
import org.variantc.compiler.syntax.RangeJumpingDecl;
import org.variantc.compiler.syntax.Word;

/**
 * Reads {@code range jumping}: each id resolved and named once with a rank from 1 to 99, and only
 * in a game without royal men (check is judged by attack tables, which do not see a jump capture;
 * Tenjiku as HaChu plays it has no check, its King a common man).
 */
final class RangeJumpingReader {
    private static final int MOST = 99;

    private final PieceIds ids;
    private final List<Boolean> royal;
    private final Diagnostics diagnostics;

    RangeJumpingReader(PieceIds ids, List<Boolean> royal, Diagnostics diagnostics) {
        this.ids = ids;
        this.royal = royal;
        this.diagnostics = diagnostics;
    }

    RangeJumping read(RangeJumpingDecl decl) {
        if (decl == null) {
            return null;
        }
        if (royal.contains(true)) {
            diagnostics.error(decl.span(), "range jumping needs a game without royal men: check is judged by attack"
                    + " tables, which do not see a jump capture (make the King a common man and end the game with"
                    + " 'lose when no K left')");
            return null;
        }
        List<Integer> seen = new ArrayList<>();
        Integer[] ranks = new Integer[royal.size()];
        java.util.Arrays.fill(ranks, 0);
        for (int i = 0; i < decl.ids().size(); i++) {
            Word w = decl.ids().get(i);
            Word rank = decl.ranks().get(i);
            int type = TypeWords.type(ids, w, seen, "range jumping", diagnostics);
            int value = rank(rank);
            if (type >= 0 && value > 0) {
                seen.add(type);
                ranks[type] = value;
            }
        }
        return new RangeJumping(List.of(ranks));
    }

    private int rank(Word w) {
        int value;
        try {
            value = Integer.parseInt(w.text());
        } catch (NumberFormatException e) {
            value = -1;
        }
        if (value < 1 || value > MOST) {
            diagnostics.error(w.span(), "a rank is a whole number from 1 to " + MOST + ", not '" + w.text() + "'");
            return -1;
        }
        return value;
    }
}
