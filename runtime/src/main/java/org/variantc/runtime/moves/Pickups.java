package org.variantc.runtime.moves;

import java.util.Arrays;

import org.variantc.runtime.position.Mailbox;
import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;

/**
 * Taking one of one's own men into hand, as a move (Sjaak II's pickups, Twilight chess), for every
 * engine at once: added to the legal list the generator made. A side in check has none, a royal
 * man is never taken, and a pickup that would leave a royal man attacked (a pinned man's) is
 * illegal like any other move. The man goes to hand as the type it is.
 */
public final class Pickups {
    private Pickups() {
    }

    /** Adds the side to move's legal pickups. */
    static void add(Position pos, MoveList out) {
        int us = pos.side();
        if (pos.inCheck(us)) {
            return;
        }
        int[] squares = Arrays.copyOf(Mailbox.men(pos, us), pos.listSize(us)); // make/unmake reorder the list
        Arrays.sort(squares);
        for (int sq : squares) {
            int type = Man.type(pos.board(sq));
            if (pos.book.royal[type]) {
                continue;
            }
            long move = Move.of(sq, sq, type, Move.PICKUP, 0);
            pos.make(move);
            boolean safe = !pos.inCheck(us);
            pos.unmake();
            if (safe) {
                out.add(move);
            }
        }
    }
}
