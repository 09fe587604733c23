package org.variantc.runtime.moves;

import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;

/**
 * Round a cylinder a rider may reach one square both ways (a Rook on an open rank, a Bishop
 * from c1 to g5 by either diagonal): the two rays make the same move, which is kept once, the
 * first way round. Moves are the same when they differ only in the ray that made them.
 */
final class SeamDuplicates {
    /** The bits that say which component made a move, not what the move does. */
    private static final long WAY = (long) Move.INDEX_MASK << Move.INDEX_SHIFT | Move.CREATES_EN_PASSANT;

    private SeamDuplicates() {
    }

    static void remove(Position pos, MoveList out) {
        int kept = 0;
        for (int i = 0; i < out.size(); i++) {
            long move = out.get(i);
            if (!seen(out, kept, move & ~WAY)) {
                out.set(kept++, move);
            }
        }
        out.truncate(kept);
    }

    private static boolean seen(MoveList out, int kept, long what) {
        for (int j = 0; j < kept; j++) {
            if ((out.get(j) & ~WAY) == what) {
                return true;
            }
        }
        return false;
    }
}
