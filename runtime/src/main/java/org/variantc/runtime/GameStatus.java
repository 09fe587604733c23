package org.variantc.runtime;

import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.Outcome;

/** Whether the game is over in a position, and why. */
public record GameStatus(Result result, Reason reason) {
    public enum Result { ONGOING, WHITE_WINS, BLACK_WINS, DRAW }

    public enum Reason { NONE, CHECKMATE, STALEMATE, GOAL, MOVE_RULE, REPETITION, ROYAL_LOST }

    public static final GameStatus ONGOING = new GameStatus(Result.ONGOING, Reason.NONE);

    public boolean isOver() {
        return result != Result.ONGOING;
    }

    /**
     * The status of {@code pos}: a royal man lost (blown up: that side has lost), a goal reached (normally by the side that just moved), then
     * checkmate or stalemate, then the n-move rule, then repetition.
     */
    public static GameStatus of(Position pos) {
        EndRules end = pos.rules().end();
        int mover = pos.sideToMove();
        int lost = pos.royalLost();
        if (lost >= 0) {
            return new GameStatus(win(lost ^ 1), Reason.ROYAL_LOST);
        }
        int goal = pos.goalWinner();
        if (goal >= 0) {
            return new GameStatus(win(goal), Reason.GOAL);
        }
        if (pos.legalMoves().isEmpty()) {
            if (pos.inCheck()) {
                return new GameStatus(win(mover ^ 1), Reason.CHECKMATE);
            }
            return new GameStatus(outcome(end.stalemate(), mover), Reason.STALEMATE);
        }
        if (end.moveRulePlies() > 0 && pos.halfmoveClock() >= end.moveRulePlies()) {
            return new GameStatus(Result.DRAW, Reason.MOVE_RULE);
        }
        if (end.repetitions() > 0 && pos.occurrences() >= end.repetitions()) {
            return new GameStatus(Result.DRAW, Reason.REPETITION);
        }
        return ONGOING;
    }

    private static Result win(int side) {
        return side == 0 ? Result.WHITE_WINS : Result.BLACK_WINS;
    }

    /** An outcome for {@code side} as a result of the game. */
    private static Result outcome(Outcome outcome, int side) {
        switch (outcome) {
            case WIN: return win(side);
            case LOSS: return win(side ^ 1);
            default: return Result.DRAW;
        }
    }
}
