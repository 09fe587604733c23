package org.variantc.runtime.moves;

import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Mailbox;
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

    /** Whether passing has ended the game: the passes in a row the rules name, or a pass under bikjang. */
    public static boolean ended(Position pos) {
        return inARow(pos) || leftFacing(pos);
    }

    /** The last moves were the passes in a row the rules name. */
    public static boolean inARow(Position pos) {
        if (!Move.isPass(pos.lastMove()) || pos.ply() == 0) {
            return false;
        }
        int needed = pos.book.rules.moves().passing().endingPasses();
        if (needed > 0 && pos.ply() >= needed) {
            boolean all = true;
            for (int back = 0; back < needed && all; back++) {
                all = Move.isPass(pos.moveBack(back));
            }
            return all;
        }
        return false;
    }

    /** The last move was a pass that left the royal men facing (bikjang). */
    public static boolean leftFacing(Position pos) {
        return Move.isPass(pos.lastMove()) && pos.ply() > 0 && pos.book.bikjang && FlyingGeneral.facing(pos);
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
