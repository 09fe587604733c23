package org.variantc.runtime;

import org.variantc.runtime.moves.PerpetualChase;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.Extinction;
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

    /**
     * The status of {@code pos}: a royal man lost (blown up: that side has lost), a goal reached
     * (normally by the side that just moved; a draw when a follower reached its goal too), then
     * the checks that win given (n-check), then men run out, then checkmate or stalemate (as the
     * variant scores them), then a count that passed its limit, then the n-move rule, then repetition
     * (scored by the rule: perpetual check, a loss for one side, or a draw).
     */
    public static GameStatus of(Position pos) {
        EndRules end = pos.rules().ending().end();
        int mover = pos.sideToMove();
        int lost = pos.royalLost();
        if (lost >= 0) {
            return new GameStatus(win(lost ^ 1), Reason.ROYAL_LOST);
        }
        int goal = pos.goalWinner();
        if (goal >= 0) {
            return new GameStatus(goal == GoalRace.DRAW ? Result.DRAW : win(goal), Reason.GOAL);
        }
        int checks = pos.checkWinner();
        if (checks >= 0) {
            return new GameStatus(win(checks), Reason.CHECKS);
        }
        int extinct = pos.extinctSide();
        if (extinct >= 0) {
            Extinction rule = end.extinction();
            boolean bare = rule.allMen() && rule.atMost() == 1;
            return new GameStatus(outcome(rule.outcome(), extinct), bare ? Reason.BARE_KING : Reason.EXTINCTION);
        }
        Reason passed = pos.passEnding();
        if (passed != null) {
            return new GameStatus(drawn(pos), passed);
        }
        if (pos.legalMoves().isEmpty()) {
            if (pos.inCheck()) {
                Outcome mated = MateScore.forMated(pos);
                return new GameStatus(outcome(mated, mover), mated == Outcome.LOSS ? Reason.CHECKMATE : Reason.MISERE_MATE);
            }
            if (end.scoring().stalemateByCount()) {
                return new GameStatus(counted(pos, mover), Reason.STALEMATE);
            }
            return new GameStatus(outcome(end.stalemate(), mover), Reason.STALEMATE);
        }
        if (pos.countingExpired()) {
            return new GameStatus(Result.DRAW, Reason.COUNTING);
        }
        if (end.moveRulePlies() > 0 && pos.halfmoveClock() >= end.moveRulePlies()) {
            return new GameStatus(drawn(pos), Reason.MOVE_RULE);
        }
        if (end.repetitions() > 0 && pos.occurrences() >= end.repetitions()) {
            return repetition(pos, end.repetitions());
        }
        return ONGOING;
    }

    /**
     * A repetition completed after {@code occurrences}: a side that checked on every move loses
     * (both: a draw); else a side that chased on every move loses (both: a draw); otherwise the
     * rule's outcome. A draw may go to points (Janggi).
     */
    public static GameStatus repetition(Position pos, int occurrences) {
        int mover = pos.sideToMove();
        int checker = pos.perpetualChecker(occurrences);
        if (checker == 0 || checker == 1) {
            return new GameStatus(win(checker ^ 1), Reason.PERPETUAL_CHECK);
        }
        if (checker < 0) {
            checker = PerpetualChase.chaser(pos, occurrences);  // judged only where no side checked throughout
            if (checker == 0 || checker == 1) {
                return new GameStatus(win(checker ^ 1), Reason.PERPETUAL_CHASE);
            }
        }
        Outcome outcome = checker == 2 ? Outcome.DRAW : pos.rules().ending().end().repetition().forMover(mover);
        if (outcome == Outcome.DRAW) {
            return new GameStatus(drawn(pos), Reason.REPETITION);
        }
        return new GameStatus(outcome(outcome, mover), Reason.REPETITION_LOSS);
    }

    /** A game the rules end drawn: a draw, or the side ahead on points where the rules count them (Janggi). */
    private static Result drawn(Position pos) {
        int ahead = Points.ahead(pos);
        return ahead < 0 ? Result.DRAW : win(ahead);
    }

    /** A stalemate decided by counting men on the board: fewer wins, as many draw. */
    private static Result counted(Position pos, int mover) {
        int ours = pos.menOnBoard(mover);
        int theirs = pos.menOnBoard(mover ^ 1);
        return ours == theirs ? Result.DRAW : win(ours < theirs ? mover : mover ^ 1);
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
