package org.variantc.runtime.moves;

import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.DropLimit;

/**
 * Shogi's drop rules, applied to the legal list of every engine after generation, so the table
 * engine and the generated ones play them from one place: no more than {@link DropLimit#perFile}
 * own men of a type on the file a man of that type is dropped on (nifu), and no checkmate by a
 * drop of a type that {@link DropLimit#mayNotMate} (uchifuzume; a check is fine).
 */
final class DropLimits {
    private DropLimits() {
    }

    /** Removes from the legal list {@code out} of {@code pos} the drops the limits forbid. */
    static void filter(Position pos, MoveList out) {
        Rulebook book = pos.book;
        out.retain(m -> Move.kind(m) != Move.DROP || allowed(pos, book.dropLimit[Move.type(m)], m));
    }

    private static boolean allowed(Position pos, DropLimit limit, long m) {
        if (limit.perFile() > 0 && onFile(pos, Move.type(m), Move.to(m)) >= limit.perFile()) {
            return false;
        }
        return !limit.mayNotMate() || !mates(pos, m);
    }

    /** How many men of the mover's of {@code type} stand on the file of {@code square}. */
    private static int onFile(Position pos, int type, int square) {
        Rulebook book = pos.book;
        int code = Man.of(pos.side(), type);
        int n = 0;
        for (int sq = book.fileOf(square); sq < book.squares; sq += book.files) {
            if ((pos.board(sq) & Man.PIECE) == code) {
                n++;
            }
        }
        return n;
    }

    /**
     * Whether the drop leaves the opponent in check without a legal move (by every rule). A check
     * that wins by the check count (Check Shogi) ends the game before any mate: not a mate.
     */
    private static boolean mates(Position pos, long m) {
        pos.make(m);
        boolean mate = pos.inCheck() && CheckCount.winner(pos) < 0 && pos.legalMoves().isEmpty();
        pos.unmake();
        return mate;
    }
}
