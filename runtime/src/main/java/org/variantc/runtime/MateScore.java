package org.variantc.runtime;

import org.variantc.runtime.position.Mailbox;
import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.Outcome;
import org.variantc.runtime.rules.Scoring;

/**
 * The result of a checkmate for the mated side (the side to move), as the rules score it: by
 * {@link Scoring#checkmate()}, unless the mate was given by men of {@link Scoring#aloneTypes()}
 * alone, or no check of the series that led to it came from a man of
 * {@link Scoring#seriesTypes()} (Shatar's rules on mate). The series is read from the moves
 * the position was reached by, so a position loaded from a FEN knows only the checks since.
 */
public final class MateScore {
    private MateScore() {
    }

    public static Outcome forMated(Position pos) {
        Scoring scoring = pos.rules().ending().end().scoring();
        if (scoring.aloneTypes() != 0 && !checkedBy(pos, ~scoring.aloneTypes())) {
            return scoring.alone();
        }
        if (scoring.seriesTypes() != 0 && !seriesHasCheckBy(pos, scoring.seriesTypes())) {
            return Outcome.DRAW;
        }
        return scoring.checkmate();
    }

    /**
     * Whether a check of the mating side's unbroken series came from one of {@code types}: the
     * last, then the one two plies before while the mated side stood in check there too.
     */
    private static boolean seriesHasCheckBy(Position pos, long types) {
        long[] undone = new long[pos.ply()];
        int n = 0;
        boolean found = checkedBy(pos, types);
        while (!found && pos.ply() >= 2) {
            undone[n++] = pos.lastMove();
            pos.unmake();
            undone[n++] = pos.lastMove();
            pos.unmake();
            if (!pos.inCheck()) {
                break;
            }
            found = checkedBy(pos, types);
        }
        while (n > 0) {
            pos.make(undone[--n]);
        }
        return found;
    }

    /**
     * Whether a royal man of the side to move is attacked by an enemy man of {@code types}: the
     * other enemy men are seen as friends, which block alike but attack nothing of ours.
     */
    static boolean checkedBy(Position pos, long types) {
        int us = pos.sideToMove();
        int[] board = Mailbox.squares(pos);
        int[] saved = board.clone();
        try {
            for (int sq = 0; sq < board.length; sq++) {
                int v = board[sq];
                if (v != 0 && v != Man.WALL && (v & Man.SIDE) != us && (types & (1L << Man.type(v))) == 0) {
                    board[sq] = v ^ Man.SIDE;
                }
            }
            for (int sq = 0; sq < board.length; sq++) {
                int v = board[sq];
                if (v != 0 && v != Man.WALL && (v & Man.SIDE) == us && pos.book.royal[Man.type(v)]
                        && saved[sq] == v && pos.isAttacked(sq, us ^ 1)) {
                    return true;
                }
            }
            return false;
        } finally {
            System.arraycopy(saved, 0, board, 0, board.length);
        }
    }
}
