package org.variantc.compiler.tables;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.TreeSet;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.MoveClause;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;

/**
 * What a piece can do from every square of an empty board, read from its tables: per move its
 * start, destination, modes and the squares that must be empty. Two spellings with equal move
 * sets are the same piece ({@code ffNbsN}, {@code ffNsbN}); an augmenter whose compound has the
 * basic piece's move set adds nothing ({@code RW}: the Wazir's steps are the Rook's first
 * squares). A leap and a slide to one square with nothing to pass are the same move; a Dabbaba
 * leap is not the Rook's second square, since it jumps.
 */
public record MoveSet(TreeSet<String> moves) {

    /** White's moves of these clauses from every square. */
    public static MoveSet of(Board board, List<MoveClause> clauses) {
        SquareMoves[] table = new MoveTableBuilder(board, 0, false).build(clauses);
        TreeSet<String> out = new TreeSet<>();
        for (int from = 0; from < table.length; from++) {
            add(from, table[from], out);
        }
        return new MoveSet(out);
    }

    /** The moves of this set that {@code basic} lacks. */
    public List<String> beyond(MoveSet basic) {
        List<String> extra = new ArrayList<>(moves);
        extra.removeAll(basic.moves);
        return extra;
    }

    private static void add(int from, SquareMoves m, TreeSet<String> out) {
        for (Leap l : m.leaps()) {
            plain(from, l.target(), l.modes(), new BitSet(), out);
        }
        for (Ray r : m.rays()) {
            if (r.kind() != RayKind.SLIDE) {
                out.add(from + " " + r.kind() + Arrays.toString(r.squares()) + Arrays.toString(r.squareModes())
                        + " " + r.flags());
                continue;
            }
            BitSet before = new BitSet();
            for (int i = 0; i < r.squares().length; i++) {
                byte mode = r.squareModes()[i];
                if (mode != Ray.PASS && mode != 0) {
                    plain(from, r.squares()[i], mode | r.flags(), before, out);
                }
                if (mode != Ray.PASS) {
                    before.set(r.squares()[i]);
                }
            }
        }
        for (Path p : m.paths()) {
            BitSet empty = new BitSet();
            boolean plain = true;
            for (int i = 0; i < p.conditions().length; i++) {
                plain &= p.conditions()[i] == Step.EMPTY;
                empty.set(p.squares()[i]);
            }
            if (plain) {
                plain(from, p.destination(), p.modes(), empty, out);
            } else {
                out.add(from + " path" + Arrays.toString(p.squares()) + Arrays.toString(p.conditions()) + " " + p.modes());
            }
        }
    }

    /** One entry per mode, so a move split over two components compares equal to one that is not. */
    private static void plain(int from, int to, int modes, BitSet empty, TreeSet<String> out) {
        String initial = Modes.has(modes, Modes.INITIAL) ? " initial " : " ";
        for (int mode : new int[] {Modes.MOVE, Modes.CAPTURE, Modes.EN_PASSANT}) {
            if ((modes & mode) != 0) {
                out.add(from + ">" + to + " " + mode + initial + empty);
            }
        }
    }
}
