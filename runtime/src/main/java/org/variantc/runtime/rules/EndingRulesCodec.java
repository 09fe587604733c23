package org.variantc.runtime.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * {@link EndingRules} in the table text: the stalemate's outcome, the move rule, the repetitions that
 * draw, the goals (type, zone, follower, manner), whether Pawn drops reset the count, whether only captures do, the extinction (0, or 1
 * and its rule), the scoring, how a repetition is scored (outcome, side or -1, perpetual check,
 * perpetual chase and its ranks), then the point count (0, or 1 and its numbers).
 */
final class EndingRulesCodec {
    private EndingRulesCodec() {
    }

    static void write(TableWriter w, EndingRules ending, int squares) {
        EndRules end = ending.end();
        w.integer(end.stalemate().ordinal());
        w.integer(end.moveRulePlies());
        w.integer(end.repetitions());
        w.integer(end.goals().size());
        for (GoalRule goal : end.goals()) {
            w.integer(goal.pieceType());
            w.zone(goal.zone(), squares);
            w.integer(goal.follower());
            w.integer(goal.manner().ordinal());
        }
        w.bool(end.pawnDropsReset());
        w.bool(end.capturesOnlyReset());
        writeExtinction(w, end.extinction());
        writeScoring(w, end.scoring());
        writeRepetition(w, end.repetition());
        writePoints(w, ending.points());
    }

    static EndingRules read(TableReader r, int squares) {
        Outcome stalemate = Outcome.values()[r.integer()];
        int moveRule = r.integer();
        int repetitions = r.integer();
        int goalCount = r.count();
        List<GoalRule> goals = new ArrayList<>(goalCount);
        for (int i = 0; i < goalCount; i++) {
            goals.add(new GoalRule(r.integer(), r.zone(squares), r.integer(), GoalManner.values()[r.integer()]));
        }
        boolean pawnDropsReset = r.bool();
        boolean capturesOnly = r.bool();
        Extinction extinction = r.bool()
                ? new Extinction(Outcome.values()[r.integer()], r.ints(), r.integer(), r.integer(), r.bool()) : null;
        Scoring scoring = new Scoring(Outcome.values()[r.integer()], r.bool(), r.typeSet(), Outcome.values()[r.integer()],
                r.typeSet());
        RepetitionRule repetition = new RepetitionRule(Outcome.values()[r.integer()], r.integer(), r.bool(),
                chase(r));
        PointCount points = r.bool() ? new PointCount(r.ints(), r.integer(), r.integer()) : null;
        return new EndingRules(new EndRules(stalemate, moveRule, repetitions, List.copyOf(goals), pawnDropsReset,
                extinction, scoring, repetition, capturesOnly), points);
    }

    private static void writeExtinction(TableWriter w, Extinction x) {
        w.bool(x != null);
        if (x != null) {
            w.integer(x.outcome().ordinal());
            w.ints(x.types());
            w.integer(x.atMost());
            w.integer(x.opponentAtLeast());
            w.bool(x.bareBack());
        }
    }

    private static void writeScoring(TableWriter w, Scoring scoring) {
        w.integer(scoring.checkmate().ordinal());
        w.bool(scoring.stalemateByCount());
        w.typeSet(scoring.aloneTypes());
        w.integer(scoring.alone().ordinal());
        w.typeSet(scoring.seriesTypes());
    }

    private static void writePoints(TableWriter w, PointCount points) {
        w.bool(points != null);
        if (points != null) {
            w.ints(points.halfPoints());
            w.integer(points.bonusSide());
            w.integer(points.bonusHalfPoints());
        }
    }

    /** How a repetition is scored: the outcome, the side it is for (-1: the repeater), perpetual check. */
    private static void writeRepetition(TableWriter w, RepetitionRule rule) {
        w.integer(rule.outcome().ordinal());
        w.integer(rule.side());
        w.bool(rule.perpetualCheckLoses());
        w.bool(rule.chase().loses());
        w.integer(rule.chase().ranks().size());
        for (long rank : rule.chase().ranks()) {
            w.typeSet(rank);
        }
    }

    /** Perpetual chase: whether it loses, then its ranks, strongest first. */
    private static ChaseRule chase(TableReader r) {
        boolean loses = r.bool();
        int n = r.count();
        List<Long> ranks = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            ranks.add(r.typeSet());
        }
        return loses ? new ChaseRule(true, List.copyOf(ranks)) : ChaseRule.NONE;
    }
}
