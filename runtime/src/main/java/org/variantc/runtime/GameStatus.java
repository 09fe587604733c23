package org.variantc.runtime;

import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.Outcome;

/** Whether the game is over in a position, and why. */
public record GameStatus(Result result, Reason reason) {
    public enum Result { ONGOING, WHITE_WINS, BLACK_WINS, DRAW }

    public enum Reason {
        NONE, CHECKMATE, STALEMATE, GOAL, MOVE_RULE, REPETITION,
        /** Checkmate scored otherwise than in chess: the mated side wins (Misère, Losers) or draws. */
        MISERE_MATE,
        /** A side ran out of men, or of the men of a type its extinction rule counts. */
        EXTINCTION,
        /** A side was reduced to a single man, its King (Shatranj's bare King). */
        BARE_KING,
        /** A side gave the checks that win (n-check). */
        CHECKS,
        /** A side has no royal man left (blown up in an exploding game): it has lost. */
        ROYAL_LOST,
        /** The count of a counting rule (Makruk's honours) passed its limit: a draw. */
        COUNTING,
        /** The passes in a row the rules name (Janggi: two): drawn, or decided by points. */
        PASSES,
        /** A pass left the royal men facing (Janggi's bikjang): drawn, or decided by points. */
        BIKJANG,
        /** A repetition in which one side checked on every move: that side has lost. */
        PERPETUAL_CHECK,
        /** A repetition the rules score as a loss for one side (Minishogi, Tori Shogi). */
        REPETITION_LOSS,
        /** A repetition in which one side chased the same man on every move (Xiangqi): that side has lost. */
        PERPETUAL_CHASE
    }

    public static final GameStatus ONGOING = new GameStatus(Result.ONGOING, Reason.NONE);

    public boolean isOver() {
        return result != Result.ONGOING;
    }

    /** The status of {@code pos}, as {@link EndJudgment} judges the game on the board. */
    public static GameStatus of(Position pos) {
        GameEnd end = EndJudgment.of(pos, EndJudgment.Scope.GAME);
        return end == null ? ONGOING : new GameStatus(outcome(end.outcome(), pos.sideToMove()), end.reason());
    }

    private static Result win(int side) {
        return side == 0 ? Result.WHITE_WINS : Result.BLACK_WINS;
    }

    /** An outcome for {@code side} as a result of the game. */
    private static Result outcome(Outcome outcome, int side) {
        return switch (outcome) {
            case WIN -> win(side);
            case LOSS -> win(side ^ 1);
            case DRAW -> Result.DRAW;
        };
    }
}
