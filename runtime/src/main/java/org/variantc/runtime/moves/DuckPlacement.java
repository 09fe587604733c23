package org.variantc.runtime.moves;

import org.variantc.runtime.position.Mailbox;
import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Step;

/**
 * The second part of every move in Duck chess ({@link org.variantc.runtime.rules.Walling}),
 * added once here to every engine's legal moves: each move of a man becomes one move per square
 * the Duck may go to, the squares empty once the man has moved (so the square it left, the
 * victim's of an en-passant capture, and those castling leaves are open, the Duck's own square
 * is not). A move that would capture the Duck, which a generator sees as a man, is no move.
 */
final class DuckPlacement {
    private DuckPlacement() {
    }

    /** Replaces each move of {@code out} by the move with each of its Duck squares, in square order. */
    static void expand(Position pos, MoveList out) {
        long[] manMoves = out.toArray();
        out.clear();
        int[] board = Mailbox.squares(pos);
        for (long m : manMoves) {
            if (hitsWall(pos, m)) {
                continue;
            }
            pos.make(m);
            for (int sq = 0; sq < board.length; sq++) {
                if (board[sq] == 0) {
                    out.add(Move.withWall(m, sq));
                }
            }
            pos.unmake();
        }
    }

    /** Whether the move would capture a wall: no man may, though a generator sees one there. */
    static boolean hitsWall(Position pos, long m) {
        if (Move.kind(m) == Move.DROP || Move.kind(m) == Move.CASTLE) {
            return false;
        }
        if (pos.board(Move.to(m)) == Man.WALL) {
            return true;
        }
        if (Move.kind(m) == Move.PATH) {
            Path path = pos.book.path(m, pos.side());
            for (int k = 0; k < path.squares().length - 1; k++) {
                if (path.conditions()[k] == Step.CAPTURE && pos.board(path.squares()[k]) == Man.WALL) {
                    return true;
                }
            }
        }
        return false;
    }
}
