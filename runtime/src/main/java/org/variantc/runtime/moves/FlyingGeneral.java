package org.variantc.runtime.moves;

import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;

/**
 * Xiangqi's flying-general rule, for every engine at once: the moves that leave the two sides'
 * royal men facing on a file with no man between are taken off the legal list the generator
 * made (table or generated), so perft, search, protocols and the page all play it.
 */
public final class FlyingGeneral {
    private FlyingGeneral() {
    }

    /** Removes from {@code out} the moves after which royal men face each other. */
    static void removeFacing(Position pos, MoveList out) {
        int[] ours = royals(pos, pos.side());
        int[] theirs = royals(pos, pos.side() ^ 1);
        out.retain(m -> !mayOpen(pos, m, ours, theirs) || !facingAfter(pos, m));
    }

    /**
     * Keeps only the moves after which no royal men face each other: in a bikjang (Janggi), where
     * they face already, every move but a pass must part them.
     */
    static void keepParting(Position pos, MoveList out) {
        out.retain(m -> !facingAfter(pos, m));
    }

    /** Whether a side's royal men stand facing the other side's. */
    public static boolean facing(Position pos) {
        // read from the men's lists, nothing allocated: the search asks this after each royal move it tries
        for (int i = 0; i < pos.listSize(0); i++) {
            int w = pos.list(0, i);
            if (!royal(pos, w)) {
                continue;
            }
            for (int j = 0; j < pos.listSize(1); j++) {
                int b = pos.list(1, j);
                if (royal(pos, b) && open(pos, w, b)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean royal(Position pos, int sq) {
        return pos.book.royal[Man.type(pos.board(sq))];
    }

    /**
     * Whether the move could bring royal men face to face: a royal man moving, a castling, a
     * path or en-passant capture (they empty squares besides the start), or a man leaving the
     * file between two royal men. Anything else keeps every file between them as it was, but for
     * its destination, which it fills. Drops only fill.
     */
    private static boolean mayOpen(Position pos, long m, int[] ours, int[] theirs) {
        int kind = Move.kind(m);
        if (kind == Move.DROP) {
            return false;
        }
        if (kind == Move.CASTLE || kind == Move.PATH || Move.isEnPassant(m)) {
            return true;
        }
        int from = Move.from(m);
        int files = pos.book.files;
        for (int r : ours) {
            if (from == r) {
                return true;
            }
            for (int e : theirs) {
                int low = Math.min(r, e);
                int high = Math.max(r, e);
                if (r % files == e % files && from % files == r % files && from > low && from < high) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean facingAfter(Position pos, long m) {
        pos.make(m);
        boolean facing = facing(pos);
        pos.unmake();
        return facing;
    }

    /** Same file, nothing between. */
    private static boolean open(Position pos, int a, int b) {
        int files = pos.book.files;
        if (a % files != b % files) {
            return false;
        }
        for (int sq = Math.min(a, b) + files; sq < Math.max(a, b); sq += files) {
            if (pos.board(sq) != 0) {
                return false;
            }
        }
        return true;
    }

    private static int[] royals(Position pos, int side) {
        int[] found = new int[pos.listSize(side)];
        int n = 0;
        for (int i = 0; i < pos.listSize(side); i++) {
            int sq = pos.list(side, i);
            if (royal(pos, sq)) {
                found[n++] = sq;
            }
        }
        return java.util.Arrays.copyOf(found, n);
    }
}
