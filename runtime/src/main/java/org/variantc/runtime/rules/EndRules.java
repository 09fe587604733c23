package org.variantc.runtime.rules;

import java.io.Serializable;
import java.util.List;

/**
 * How a game ends besides checkmate (always a win for the mating side).
 *
 * @param stalemate       the result for the side that is stalemated
 * @param moveRulePlies   plies without a reset after which the game is drawn (100 for the FIDE
 *                        50-move rule); 0 for no such rule
 * @param repetitions     occurrences of the same position that draw (3); 0 for none
 * @param goals           zone goals
 * @param pawnDropsReset  a drop of a man whose advances reset the count (a Pawn) resets it too,
 *                        as in Crazyhouse; otherwise drops never reset it
 * @param extinction      a game decided by the men a side has left, or null for none
 * @param scoring         how checkmate (and a counted stalemate) is scored
 * @param repetition      how a completed repetition is scored (a draw in chess)
 * @param capturesOnlyReset only a capture resets the count, not a Pawn's advance or promotion
 *                        (Xiangqi's and Janggi's rule, as Fairy-Stockfish plays them)
 */
public record EndRules(Outcome stalemate, int moveRulePlies, int repetitions, List<GoalRule> goals,
                       boolean pawnDropsReset, Extinction extinction, Scoring scoring,
                       RepetitionRule repetition, boolean capturesOnlyReset)
        implements Serializable {
    public EndRules(Outcome stalemate, int moveRulePlies, int repetitions, List<GoalRule> goals,
                    boolean pawnDropsReset, Extinction extinction, Scoring scoring, RepetitionRule repetition) {
        this(stalemate, moveRulePlies, repetitions, goals, pawnDropsReset, extinction, scoring, repetition, false);
    }

    public EndRules(Outcome stalemate, int moveRulePlies, int repetitions, List<GoalRule> goals,
                    boolean pawnDropsReset, Extinction extinction, Scoring scoring) {
        this(stalemate, moveRulePlies, repetitions, goals, pawnDropsReset, extinction, scoring, RepetitionRule.DRAW);
    }

    public EndRules(Outcome stalemate, int moveRulePlies, int repetitions, List<GoalRule> goals) {
        this(stalemate, moveRulePlies, repetitions, goals, false);
    }

    public EndRules(Outcome stalemate, int moveRulePlies, int repetitions, List<GoalRule> goals,
                    boolean pawnDropsReset) {
        this(stalemate, moveRulePlies, repetitions, goals, pawnDropsReset, null, Scoring.CHESS);
    }

    public static final EndRules FIDE = new EndRules(Outcome.DRAW, 100, 3, List.of());
}
