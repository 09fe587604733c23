package org.variantc.runtime.moves;

import org.variantc.runtime.position.Mailbox;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;

/**
 * A setup phase (Fairy-Stockfish's mustDrop, Placement, Sittuyin): while a side has men in hand
 * and a legal drop, only drops are legal. Applied to the legal list of every engine, after the
 * filters that refuse drops, so "a legal drop" means one every rule allows.
 */
final class HandFirst {
    private HandFirst() {
    }

    static void filter(Position pos, MoveList out) {
        if (!holdsMen(pos, pos.side())) {
            return;
        }
        for (int i = 0; i < out.size(); i++) {
            if (Move.isDrop(out.get(i))) {
                out.retain(Move::isDrop);
                return;
            }
        }
    }

    private static boolean holdsMen(Position pos, int side) {
        for (int n : Mailbox.hand(pos, side)) {
            if (n > 0) {
                return true;
            }
        }
        return false;
    }
}
