package org.variantc.runtime.moves;

import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;

/**
 * A royal man may not pass through check (Caissa Britannia's royal Queen; Sjaak II's "en-passant
 * check"), for every engine at once: a royal man's move along a ray is taken off the legal list
 * when the man would stand in check on a square of the ray it passes over, had it stopped there
 * (as castling's King may not cross an attacked square). The squares are the ray's own (a
 * Nightrider's are its leaps' landing squares), so a leap passes over nothing; castling keeps its
 * own rule.
 */
public final class RoyalPassage {
    private RoyalPassage() {
    }

    /** Removes from {@code out} the royal men's moves that pass through check. */
    static void removePassingCheck(Position pos, MoveList out) {
        int side = pos.side();
        out.retain(m -> !passesCheck(pos, m, side));
    }

    private static boolean passesCheck(Position pos, long m, int side) {
        int type = Move.type(m);
        if (Move.kind(m) != Move.RAY || !pos.book.royal[type]) {
            return false;
        }
        int from = Move.from(m);
        int index = Move.index(m);
        int[] ray = pos.book.moves[type][side][from].rays()[index].squares();
        int to = Move.to(m);
        for (int sq : ray) {
            if (sq == to) {
                return false;
            }
            if (checkedOn(pos, Move.of(from, sq, type, Move.RAY, index), side)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the royal man would stand in check had it stopped on a square it passes. */
    private static boolean checkedOn(Position pos, long stop, int side) {
        pos.make(stop);
        boolean checked = pos.inCheck(side);
        pos.unmake();
        return checked;
    }
}
