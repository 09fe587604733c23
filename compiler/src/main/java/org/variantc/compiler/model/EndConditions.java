package org.variantc.compiler.model;

import java.util.List;
import org.variantc.runtime.rules.Extinction;
import org.variantc.runtime.rules.Outcome;
import org.variantc.runtime.rules.RepetitionRule;
import org.variantc.runtime.rules.Scoring;

/**
 * How the game ends besides checkmate.
 *
 * @param stalemate     the result for the stalemated side
 * @param moveRulePlies plies without capture or Pawn advance that draw; 0 for none
 * @param repetitions   occurrences that draw; 0 for none
 * @param pawnDropsReset a Pawn's drop resets the move-rule count too (Crazyhouse), not only its
 *                       advance
 * @param extinction    the game decided by the men a side has left, or null
 * @param scoring       how checkmate and a counted stalemate are scored
 * @param checksToWin   the side that gives this many checks wins (Three-check: 3); 0 for no such rule
 * @param repetition    how a completed repetition is scored (a draw in chess)
 * @param capturesOnlyReset only a capture resets the move-rule count, not a Pawn's advance or
 *                      promotion (Xiangqi's and Janggi's rule)
 */
public record EndConditions(Outcome stalemate, int moveRulePlies, int repetitions, List<Goal> goals,
                            boolean pawnDropsReset, Extinction extinction, Scoring scoring, int checksToWin,
                            RepetitionRule repetition, boolean capturesOnlyReset) {
    public EndConditions(Outcome stalemate, int moveRulePlies, int repetitions, List<Goal> goals,
                         boolean pawnDropsReset, Extinction extinction, Scoring scoring, int checksToWin,
                         RepetitionRule repetition) {
        this(stalemate, moveRulePlies, repetitions, goals, pawnDropsReset, extinction, scoring, checksToWin,
                repetition, false);
    }

    /** FIDE's, which a definition without an {@code end} block has: stalemate draws, 50 moves, 3 repetitions. */
    public static final EndConditions FIDE = new EndConditions(Outcome.DRAW, 100, 3, List.of());

    public EndConditions(Outcome stalemate, int moveRulePlies, int repetitions, List<Goal> goals,
                         boolean pawnDropsReset, Extinction extinction, Scoring scoring, int checksToWin) {
        this(stalemate, moveRulePlies, repetitions, goals, pawnDropsReset, extinction, scoring, checksToWin,
                RepetitionRule.DRAW);
    }

    public EndConditions(Outcome stalemate, int moveRulePlies, int repetitions, List<Goal> goals) {
        this(stalemate, moveRulePlies, repetitions, goals, false);
    }

    public EndConditions(Outcome stalemate, int moveRulePlies, int repetitions, List<Goal> goals,
                         boolean pawnDropsReset) {
        this(stalemate, moveRulePlies, repetitions, goals, pawnDropsReset, null, Scoring.CHESS, 0);
    }

    public EndConditions(Outcome stalemate, int moveRulePlies, int repetitions, List<Goal> goals,
                         boolean pawnDropsReset, Extinction extinction, Scoring scoring) {
        this(stalemate, moveRulePlies, repetitions, goals, pawnDropsReset, extinction, scoring, 0);
    }

    public EndConditions(Outcome stalemate, int moveRulePlies, int repetitions, List<Goal> goals,
                         boolean pawnDropsReset, int checksToWin) {
        this(stalemate, moveRulePlies, repetitions, goals, pawnDropsReset, null, Scoring.CHESS, checksToWin);
    }
}
