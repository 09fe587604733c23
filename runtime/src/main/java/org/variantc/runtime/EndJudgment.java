package org.variantc.runtime;

import org.variantc.runtime.moves.CheckCount;
import org.variantc.runtime.moves.GoalRace;
import org.variantc.runtime.moves.MenLeft;
import org.variantc.runtime.moves.Passes;
import org.variantc.runtime.moves.PerpetualChase;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.Extinction;
import org.variantc.runtime.rules.Outcome;

/**
 * The one judgment of whether, and how, the game has ended in a position, in one order for the
 * board ({@link GameStatus}) and for the search, after Fairy-Stockfish's
 * {@code Position::is_game_end}: first the ends after which the side to move has no moves (a
 * royal man lost, a goal, the checks that win, men run out, passes), then the count and the
 * move rule (unless the side to move has no moves: mate and stalemate come first), then
 * repetition, and last mate or stalemate, as the variant scores them.
 *
 * <p>Repetition is judged before mate and stalemate only to spare the search a move generation:
 * a position without moves cannot repeat, since the game ended where it first stood.
 */
public final class EndJudgment {
    /** How much of the judgment a caller asks for. */
    public enum Scope {
        /** The game on the board: every rule, a repetition at the rules' count. */
        GAME,
        /**
         * A full-width node of the search: every rule; any repetition (a second occurrence)
         * counts as the ending it can be forced into.
         */
        SEARCH,
        /**
         * The search's root and its captures: only the ends that leave no moves; the count, the
         * move rule and repetition are left to the full-width nodes.
         */
        NO_MOVES
    }

    private EndJudgment() {
    }

    /** The whole judgment: how the game has ended, or null while it goes on. */
    public static GameEnd of(Position pos, Scope scope) {
        GameEnd end = beforeMoves(pos, scope);
        if (end != null || !pos.legalMoves().isEmpty()) {
            return end;
        }
        return withoutMoves(pos, pos.inCheck());
    }

    /**
     * The judgment short of mate and stalemate, which the caller judges with
     * {@link #withoutMoves} once it has found no legal moves: null while none of these ends holds.
     * Moves are generated here only where the count or the move rule has run out.
     */
    public static GameEnd beforeMoves(Position pos, Scope scope) {
        GameEnd end = leavingNoMoves(pos);
        if (end != null || scope == Scope.NO_MOVES) {
            return end;
        }
        EndRules rules = pos.rules().ending().end();
        if (countingExpired(pos) && hasMoves(pos)) {
            return new GameEnd(Outcome.DRAW, GameStatus.Reason.COUNTING); // Makruk's count: a plain draw, as in FS
        }
        if (rules.moveRulePlies() > 0 && pos.halfmoveClock() >= rules.moveRulePlies() && hasMoves(pos)) {
            return drawn(pos, GameStatus.Reason.MOVE_RULE);
        }
        int needed = scope == Scope.SEARCH ? 2 : rules.repetitions();
        if (rules.repetitions() > 0 && pos.occurrences() >= needed) {
            return repetition(pos, needed);
        }
        return null;
    }

    /**
     * The end of a position whose side to move has no legal moves and no earlier end holds:
     * checkmate (lost in chess, else as the variant scores it) or stalemate (perhaps decided by
     * counting men).
     */
    public static GameEnd withoutMoves(Position pos, boolean inCheck) {
        EndRules rules = pos.rules().ending().end();
        if (inCheck) {
            Outcome mated = MateScore.forMated(pos);
            return new GameEnd(mated, mated == Outcome.LOSS ? GameStatus.Reason.CHECKMATE : GameStatus.Reason.MISERE_MATE);
        }
        if (rules.scoring().stalemateByCount()) {
            int ours = pos.menOnBoard(pos.sideToMove());
            int theirs = pos.menOnBoard(pos.sideToMove() ^ 1);
            Outcome fewer = ours == theirs ? Outcome.DRAW : ours < theirs ? Outcome.WIN : Outcome.LOSS;
            return new GameEnd(fewer, GameStatus.Reason.STALEMATE);
        }
        if (rules.stalemate() == Outcome.DRAW) {
            return drawn(pos, GameStatus.Reason.STALEMATE); // a drawn stalemate goes to points, as in FS
        }
        return new GameEnd(rules.stalemate(), GameStatus.Reason.STALEMATE);
    }

    /**
     * The ends after which the side to move has no moves, in Fairy-Stockfish's order: a lost royal
     * man first (its extinction rule, which Atomic's King obeys, comes before the flags; so a
     * side blown up has lost even where a goal stands reached), then a goal, the checks that win,
     * men run out, then the passes.
     */
    private static GameEnd leavingNoMoves(Position pos) {
        int mover = pos.sideToMove();
        int lost = royalLost(pos);
        if (lost >= 0) {
            return GameEnd.won(lost ^ 1, mover, GameStatus.Reason.ROYAL_LOST);
        }
        int goal = GoalRace.winner(pos);
        if (goal >= 0) {
            return goal == GoalRace.DRAW ? new GameEnd(Outcome.DRAW, GameStatus.Reason.GOAL)
                    : GameEnd.won(goal, mover, GameStatus.Reason.GOAL);
        }
        int checks = CheckCount.winner(pos);
        if (checks >= 0) {
            return GameEnd.won(checks, mover, GameStatus.Reason.CHECKS);
        }
        int extinct = MenLeft.extinctSide(pos);
        if (extinct >= 0) {
            Extinction rule = pos.rules().ending().end().extinction();
            boolean bare = rule.allMen() && rule.atMost() == 1;
            return GameEnd.forSide(rule.outcome(), extinct, mover,
                    bare ? GameStatus.Reason.BARE_KING : GameStatus.Reason.EXTINCTION);
        }
        GameStatus.Reason passed = passEnding(pos);
        return passed == null ? null : drawn(pos, passed);
    }

    /**
     * A repetition completed after {@code occurrences}: a side that checked on every move loses
     * (both: a draw); else a side that chased on every move loses (both: a draw); otherwise the
     * rule's outcome. A draw may go to points (Janggi).
     */
    private static GameEnd repetition(Position pos, int occurrences) {
        int mover = pos.sideToMove();
        int checker = PerpetualCheck.checker(pos, occurrences);
        if (checker == 0 || checker == 1) {
            return GameEnd.won(checker ^ 1, mover, GameStatus.Reason.PERPETUAL_CHECK);
        }
        if (checker < 0) {
            int chaser = PerpetualChase.chaser(pos, occurrences);  // judged only where no side checked throughout
            if (chaser == 0 || chaser == 1) {
                return GameEnd.won(chaser ^ 1, mover, GameStatus.Reason.PERPETUAL_CHASE);
            }
        }
        Outcome outcome = checker == PerpetualCheck.BOTH ? Outcome.DRAW
                : pos.rules().ending().end().repetition().forMover(mover);
        if (outcome == Outcome.DRAW) {
            return drawn(pos, GameStatus.Reason.REPETITION);
        }
        return new GameEnd(outcome, GameStatus.Reason.REPETITION_LOSS);
    }

    /** A game the rules end drawn: a draw, or a win for the side ahead on points where the rules count them (Janggi). */
    private static GameEnd drawn(Position pos, GameStatus.Reason reason) {
        int ahead = Points.ahead(pos);
        return ahead < 0 ? new GameEnd(Outcome.DRAW, reason) : GameEnd.won(ahead, pos.sideToMove(), reason);
    }

    /** The side left without a royal man (blown up in an exploding game), the side that just moved looked at first; or -1. */
    private static int royalLost(Position pos) {
        return pos.rulebook().effects == null ? -1 : pos.rulebook().effects.royalLost(pos);
    }

    /** Why passing has ended the game (the passes in a row, or bikjang), or null. */
    private static GameStatus.Reason passEnding(Position pos) {
        if (!pos.rules().moves().passing().allowed()) {
            return null;
        }
        return Passes.inARow(pos) ? GameStatus.Reason.PASSES : Passes.leftFacing(pos) ? GameStatus.Reason.BIKJANG : null;
    }

    /** The count of a counting rule (Makruk) has passed its limit. */
    private static boolean countingExpired(Position pos) {
        return pos.countingLimit() > 0 && pos.countingPly() > pos.countingLimit();
    }

    /** The side to move has a legal move: a count or move rule run out does not undo a mate or stalemate. */
    private static boolean hasMoves(Position pos) {
        return !pos.legalMoves().isEmpty();
    }
}
