package org.variantc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.syntax.ShuffleDecl;
import org.variantc.compiler.syntax.Word;
import org.variantc.runtime.position.Capacity;
import org.variantc.runtime.notation.StartArrays;
import org.variantc.runtime.rules.Shuffle;

/**
 * {@code shuffle { ... }} to the runtime's {@link Shuffle}: the men of White's full first rank,
 * Black's mirroring them, and placement rules that name men standing there. Refuses what the
 * numbering cannot place: no {@code between} rule, a pair or a between rule naming men the rank
 * lacks, more arrays than {@link Capacity#SHUFFLED_ARRAYS}.
 */
final class ShuffleReader {
    private final Board board;
    private final PieceIds ids;
    private final List<Boolean> royal;
    private final Diagnostics diagnostics;

    ShuffleReader(Board board, PieceIds ids, List<Boolean> royal, Diagnostics diagnostics) {
        this.board = board;
        this.ids = ids;
        this.royal = royal;
        this.diagnostics = diagnostics;
    }

    /** The shuffle, or null after reporting why there is none. */
    Shuffle read(ShuffleDecl decl, Man[] setup) {
        int[] men = firstRank(decl, setup);
        if (men == null) {
            return null;
        }
        int[] left = new int[royal.size()];
        for (int type : men) {
            left[type]++;
        }
        List<int[]> pairs = new ArrayList<>();
        int inner = -1;
        int outer = -1;
        int protectedRank = -1;
        boolean ok = true;
        for (ShuffleDecl.Rule rule : decl.rules()) {
            if (rule instanceof ShuffleDecl.DifferentColours d) {
                int a = take(d.first(), left);
                int b = take(d.second(), left);
                ok &= a >= 0 && b >= 0;
                pairs.add(new int[] {a, b});
            } else if (rule instanceof ShuffleDecl.Between b) {
                if (inner >= 0) {
                    diagnostics.error(b.span(), "a shuffle has one 'between' rule");
                    ok = false;
                    continue;
                }
                inner = take(b.inner(), left);
                int first = take(b.outer(), left);
                outer = first < 0 ? -1 : take(b.outer(), left);
                ok &= inner >= 0 && outer >= 0;
                if (inner >= 0 && left[inner] > 0) {
                    diagnostics.error(b.inner().span(), "'" + b.inner().text() + " between' needs the only "
                            + b.inner().text() + " of the first rank; it has " + (left[inner] + 1));
                    ok = false;
                }
                if (outer >= 0 && left[outer] > 0) {
                    diagnostics.error(b.outer().span(), "'between " + b.outer().text() + "' needs exactly two "
                            + b.outer().text() + " on the first rank; it has " + (left[outer] + 2));
                    ok = false;
                }
            } else {
                ShuffleDecl.Protect p = (ShuffleDecl.Protect) rule;
                if (p.rank().value() < 1 || p.rank().value() > board.ranks()) {
                    diagnostics.error(p.rank().span(), "the board has ranks 1 to " + board.ranks());
                    ok = false;
                } else {
                    protectedRank = p.rank().value() - 1;
                }
            }
        }
        if (inner < 0 && ok) {
            diagnostics.error(decl.span(), "a shuffle needs its King between two Rooks, say 'K between R': "
                    + "they take the last three squares of every array");
            return null;
        }
        if (!ok) {
            return null;
        }
        Shuffle shuffle = new Shuffle(men, pairs.toArray(new int[0][]), inner, outer, protectedRank);
        if (StartArrays.rawCount(shuffle, board.files()) > Capacity.SHUFFLED_ARRAYS) {
            diagnostics.error(decl.span(), "this shuffle has more than " + Capacity.SHUFFLED_ARRAYS
                    + " arrays; constrain it further");
            return null;
        }
        return shuffle;
    }

    /** White's first rank, every square a man and Black's last rank its mirror; null after an error. */
    private int[] firstRank(ShuffleDecl decl, Man[] setup) {
        if (setup == null) {
            return null;
        }
        int[] men = new int[board.files()];
        for (int f = 0; f < board.files(); f++) {
            Man white = setup[board.square(f, 0)];
            Man black = setup[board.mirror(board.square(f, 0))];
            if (white == null || white.side() != 0 || black == null || black.side() != 1
                    || black.piece() != white.piece()) {
                diagnostics.error(decl.span(), "a shuffle needs White's first rank full of White men in the setup"
                        + " and Black's last rank the same men, file for file");
                return null;
            }
            men[f] = white.piece();
        }
        return men;
    }

    /** The type of a man the rules place, counted off the men left; -1 after an error. */
    private int take(Word id, int[] left) {
        int type = ids.index(id.text());
        if (type < 0) {
            diagnostics.error(id.span(), "no piece has the id '" + id.text() + "'");
            return -1;
        }
        if (left[type] == 0) {
            diagnostics.error(id.span(), "the first rank has no " + id.text() + " left for this rule");
            return -1;
        }
        left[type]--;
        return type;
    }
}
