package org.variantc.compiler.engine;

import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;

/**
 * A brute-force mate prover sharing nothing with the search: tries every move of the attacker
 * and every reply, to prove or refute a forced checkmate.
 */
final class MateSolver {
    private MateSolver() {
    }

    /** True when the side to move mates in at most {@code moves} moves, whatever the defence. */
    static boolean matesIn(Position pos, int moves) {
        MoveList list = pos.legalMoves();
        for (int i = 0; i < list.size(); i++) {
            pos.make(list.get(i));
            boolean forced = allRepliesLose(pos, moves - 1);
            pos.unmake();
            if (forced) {
                return true;
            }
        }
        return false;
    }

    /** True when {@code move} starts a forced mate in at most {@code moves} moves. */
    static boolean startsMate(Position pos, long move, int moves) {
        pos.make(move);
        boolean forced = allRepliesLose(pos, moves - 1);
        pos.unmake();
        return forced;
    }

    private static boolean allRepliesLose(Position pos, int movesLeft) {
        MoveList replies = pos.legalMoves();
        if (replies.isEmpty()) {
            return pos.inCheck();
        }
        if (movesLeft == 0) {
            return false;
        }
        for (int i = 0; i < replies.size(); i++) {
            pos.make(replies.get(i));
            boolean mated = matesIn(pos, movesLeft);
            pos.unmake();
            if (!mated) {
                return false;
            }
        }
        return true;
    }
}
