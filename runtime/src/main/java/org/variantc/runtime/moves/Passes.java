package org.variantc.runtime.moves;

import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Mailbox;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;

/**
 * Passing a turn (Janggi), for every engine at once: the pass is added to the legal list the
 * generator made, and the game ends after the passes in a row the rules name, or, under
 * bikjang, after a pass that leaves the royal men facing. A pass is legal when the mover's royal
 * man is not attacked, and always while the royal men face (bikjang).
 */
public final class Passes {
    private Passes() {
    }

    /** Adds the pass, when it is legal, to the side to move's legal moves. */
    static void add(Position pos, MoveList out, boolean bikjang) {
        int royal = royalSquare(pos);
        if (royal >= 0 && (bikjang || !pos.isAttacked(royal, pos.side() ^ 1))) {
            out.add(Move.of(royal, royal, Man.type(pos.board(royal)), Move.PASS, 0));
        }
    }

    /** Why the game has ended by passing, or null: the passes in a row, or a pass under bikjang. */
    public static GameStatus.Reason ended(Position pos) {
        if (!Move.isPass(pos.lastMove()) || pos.ply() == 0) {
            return null;
        }
        int needed = pos.book.rules.moves().passing().endingPasses();
        if (needed > 0 && pos.ply() >= needed) {
            boolean all = true;
            for (int back = 0; back < needed && all; back++) {
                all = Move.isPass(pos.moveBack(back));
            }
            if (all) {
                return GameStatus.Reason.PASSES;
            }
        }
        return pos.book.bikjang && FlyingGeneral.facing(pos) ? GameStatus.Reason.BIKJANG : null;
    }

    /** The side to move's royal man (passing needs exactly one), or -1. */
    private static int royalSquare(Position pos) {
        int[] l = Mailbox.men(pos, pos.side());
        for (int i = 0; i < pos.listSize(pos.side()); i++) {
            if (pos.book.royal[Man.type(pos.board(l[i]))]) {
                return l[i];
            }
        }
        return -1;
    }
}
