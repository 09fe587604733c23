package org.variantc.compiler.words;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.model.EndConditions;
import org.variantc.compiler.model.Goal;
import org.variantc.runtime.rules.GoalManner;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.ChaseRule;
import org.variantc.runtime.rules.Extinction;
import org.variantc.runtime.rules.Outcome;
import org.variantc.runtime.rules.RepetitionRule;
import org.variantc.runtime.rules.Scoring;

/** The sentences on how the game ends: the summary's "end" line. */
final class EndSentences {
    private EndSentences() {
    }

    static void add(Variant v, List<RuleSentence> out) {
        EndConditions e = v.ending().end();
        out.add(mateAndStalemate(v, e));
        if (e.extinction() != null) {
            out.add(menLeft(e.extinction(), v));
        }
        for (Goal g : e.goals()) {
            out.add(goal(g, v));
        }
        if (e.checksToWin() > 0) {
            out.add(RuleSentence.of(Rule.CHECKS_TO_WIN, "end", "win on " + e.checksToWin() + " checks",
                    "A player who gives check " + e.checksToWin() + " times wins at once"));
        }
        if (v.royals().givingCheckForbidden()) {
            out.add(RuleSentence.of(Rule.NO_GIVING_CHECK, "end", "moves may not give check", "No move may give check"));
        }
        out.add(e.moveRulePlies() == 0 ? RuleSentence.of(Rule.NO_MOVE_RULE, "end", "no move rule", null) : moveRule(e));
        out.add(e.repetitions() == 0 ? RuleSentence.of(Rule.NO_REPETITION_RULE, "end", "no repetition rule", null)
                : RuleSentence.of(Rule.REPETITION, "end", repetition(e, v), RepetitionText.of(e, "Drawn when ")));
    }

    /** The move rule: what resets its count (a capture, a pawn's advance, a pawn's drop) as the clause says. */
    private static RuleSentence moveRule(EndConditions e) {
        int moves = e.moveRulePlies() / 2;
        if (e.capturesOnlyReset()) {
            return RuleSentence.of(Rule.MOVE_RULE, "end", "draw after " + moves + " moves without a capture",
                    "Drawn after " + moves + " moves by each side without a capture");
        }
        return RuleSentence.of(Rule.MOVE_RULE, "end", "draw after " + moves + " moves"
                + (e.pawnDropsReset() ? " reset by pawn drops" : ""), "Drawn after " + moves
                + " moves by each side without a capture or a pawn advance" + (e.pawnDropsReset() ? " or a pawn drop" : ""));
    }

    /** Checkmate only where a royal man can be checked; the stalemate's result always. */
    private static RuleSentence mateAndStalemate(Variant v, EndConditions e) {
        Scoring s = e.scoring();
        String stalemateTerse = s.stalemateByCount() ? "stalemate counts men"
                : "stalemated side " + Names.gets(e.stalemate());
        String stalemate = s.stalemateByCount()
                ? "a stalemate is won by the player with fewer men on the board, drawn with as many"
                : "a stalemated player " + Names.gets(e.stalemate());
        if (!RuleSentences.checkApplies(v)) {
            return RuleSentence.of(Rule.MATE_AND_STALEMATE, "end", stalemateTerse, Names.capitalised(stalemate));
        }
        List<String> terse = new ArrayList<>();
        List<String> prose = new ArrayList<>();
        terse.add(switch (s.checkmate()) {
            case LOSS -> "checkmate wins";
            case WIN -> "checkmated side wins";
            case DRAW -> "checkmate draws";
        });
        prose.add(switch (s.checkmate()) {
            case LOSS -> "Checkmate wins";
            case WIN -> "A checkmated player wins";
            case DRAW -> "Checkmate draws";
        });
        if (s.seriesTypes() != 0) {
            terse.add("checkmate draws without check by " + Names.ids(s.seriesTypes(), v));
            prose.add("a checkmate counts only if one of the checks that led to it was given by a "
                    + Names.names(s.seriesTypes(), v, "or") + ", else it draws");
        }
        if (s.aloneTypes() != 0) {
            terse.add("checkmate by " + Names.ids(s.aloneTypes(), v) + " alone " + Names.gets(s.alone()));
            prose.add("a checkmate given by " + Names.names(s.aloneTypes(), v, "or") + " alone: the mated player "
                    + Names.gets(s.alone()));
        }
        terse.add(stalemateTerse);
        prose.add(stalemate);
        return RuleSentence.of(Rule.MATE_AND_STALEMATE, "end", String.join("; ", terse), String.join("; ", prose));
    }

    /** The men-left rules, and the bare King among them. */
    private static RuleSentence menLeft(Extinction x, Variant v) {
        String gets = Names.gets(x.outcome());
        if (x.allMen() && x.atMost() == 1) {
            String prose = x.outcome() == Outcome.DRAW ? "When a player is reduced to one man, its King, the game is"
                    + " drawn at once" : "A player reduced to one man, its King, " + gets + (x.opponentAtLeast() > 1
                    ? ", if the other side has a man besides its King" + (x.bareBack() ? "; a player bared on its move,"
                    + " against a King and one man, may still bare the other back (then the game goes on)" : "")
                    : ", at once");
            return RuleSentence.of(Rule.BARE_KING, "end", "bare king " + gets, prose);
        }
        List<Integer> types = java.util.Arrays.stream(x.types()).boxed().toList();
        String which = x.allMen() ? "men" : Names.ids(types, v);
        String terse = Names.verb(x.outcome()) + " when " + (x.atMost() == 0 ? "no " + which
                : "fewer than " + (x.atMost() + 1) + " " + which) + " left";
        String whose = x.allMen() ? "men" : Names.names(types, v, "or");
        String prose = "A player with " + (x.atMost() == 0 ? "no " + whose : "fewer than " + (x.atMost() + 1) + " "
                + whose) + " left" + (x.allMen() ? " (on the board or in hand) " : " ") + gets;
        return RuleSentence.of(Rule.MEN_LEFT, "end", terse, prose);
    }

    private static RuleSentence goal(Goal g, Variant v) {
        if (g.manner() != GoalManner.AT_ONCE) {
            return mannerGoal(g, v);
        }
        String zone = ZoneText.of(g.zone(), v.board());
        String name = v.pieces().get(g.piece()).name();
        String terse = "win when " + (g.side() < 0 ? "" : Names.side(g.side()) + " ") + v.pieces().get(g.piece()).id()
                + " reaches " + ZoneText.asWritten(g.zone(), v.board())
                + (g.follower() < 0 ? "" : " unless " + Names.side(g.follower()) + " follows");
        String prose = g.side() < 0 ? "A player whose " + name + " reaches " + zone + " (from that player's side) wins at once"
                : Names.player(g.side()) + " wins when its " + name + " reaches " + zone + " (as the board shows it)"
                + (g.follower() < 0 ? ", at once" : ", unless the other side reaches its own goal with the next move,"
                + " which draws");
        return RuleSentence.of(Rule.GOAL, "end", terse, prose);
    }

    /** A goal held to the next turn (Jeson Mor) or reached safely (Dobutsu). */
    private static RuleSentence mannerGoal(Goal g, Variant v) {
        String zone = ZoneText.of(g.zone(), v.board());
        String name = v.pieces().get(g.piece()).name();
        boolean held = g.manner() == GoalManner.HELD;
        String terse = "win when " + v.pieces().get(g.piece()).id() + (held ? " holds " : " safely reaches ")
                + ZoneText.asWritten(g.zone(), v.board());
        String prose = held
                ? "A player whose " + name + " still stands on " + zone + " (from that player's side) when its turn"
                + " comes again wins"
                : "A player whose " + name + " reaches " + zone + " (from that player's side) wins once no enemy man"
                + " attacks it there; both players there so is a draw";
        return RuleSentence.of(Rule.GOAL, "end", terse, prose);
    }

    /** The repetition rule as the language writes it, with perpetual check and chase. */
    private static String repetition(EndConditions e, Variant v) {
        RepetitionRule r = e.repetition();
        String on = " on " + e.repetitions() + " repetitions";
        String rule;
        if (r.outcome() == Outcome.DRAW) {
            rule = "draw" + on;
        } else {
            String verb = Names.verb(r.outcome());
            rule = r.side() < 0 ? verb + on : Names.side(r.side()) + " " + verb + "s" + on;
        }
        if (r.perpetualCheckLoses()) {
            rule += "; perpetual check loses";
        }
        if (r.chase().loses()) {
            rule += "; " + chase(r.chase(), v);
        }
        return rule;
    }

    /** Perpetual chase as the language writes it, with its ranks. */
    private static String chase(ChaseRule chase, Variant v) {
        List<String> ranks = new ArrayList<>();
        for (long rank : chase.ranks()) {
            ranks.add(Names.ids(rank, v));
        }
        return "perpetual chase loses" + (ranks.isEmpty() ? "" : " { " + String.join(" > ", ranks) + " }");
    }
}
