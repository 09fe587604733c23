package org.variantc.runtime;

import org.variantc.runtime.rules.CaptureObligation;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Step;

/**
 * Compulsory capture ({@link CaptureObligation}): applied to the legal moves of every engine
 * alike, after generation, so that a side that can capture keeps only its captures.
 */
final class CaptureFilter {
    private CaptureFilter() {
    }

    /** Keeps only the captures in {@code legal} when there is one; otherwise leaves it as it is. */
    static void keepCaptures(Position pos, MoveList legal) {
        int kept = 0;
        for (int i = 0; i < legal.size(); i++) {
            long m = legal.get(i);
            if (isCapture(pos, m)) {
                legal.set(kept++, m);
            }
        }
        if (kept > 0) {
            legal.truncate(kept);
        }
    }

    /** Whether the move takes an enemy man: on its destination, en passant, or along its path. */
    static boolean isCapture(Position pos, long m) {
        int kind = Move.kind(m);
        if (kind == Move.CASTLE || kind == Move.DROP) {
            return false;
        }
        // A man that promotes in place (from == to) takes nothing.
        if (Move.isEnPassant(m) || pos.board[Move.to(m)] != 0 && Move.from(m) != Move.to(m)) {
            return true;
        }
        if (kind == Move.PATH) {
            Path path = pos.book.path(m, pos.side);
            for (int k = 0; k < path.squares().length - 1; k++) {
                if (path.conditions()[k] == Step.CAPTURE) {
                    return true;
                }
            }
        }
        return false;
    }
}
