package org.variantc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.EndConditions;
import org.variantc.compiler.model.Goal;
import org.variantc.compiler.syntax.Word;
import org.variantc.runtime.rules.Extinction;
import org.variantc.runtime.rules.Outcome;
import org.variantc.runtime.rules.ChaseRule;
import org.variantc.runtime.rules.RepetitionRule;
import org.variantc.runtime.rules.Scoring;
import org.variantc.compiler.syntax.EndDecl;

/**
 * The {@code end} block to end conditions. A rule the block leaves out keeps its FIDE default
 * (stalemate draws, 50 moves, 3 repetitions); {@code draw after 0 moves} and
 * {@code draw on 0 repetitions} switch a draw rule off. {@code reset by pawn drops} after the move
 * rule makes a Pawn's drop reset its count, as a Pawn's advance does.
 */
final class EndReader {
    static final EndConditions FIDE = EndConditions.FIDE;
    private static final int MOST_MOVES = 10_000;
    private static final int MOST_MEN = 256;
    private static final int MOST_CHECKS = 9;

    private final Board board;
    private final PieceIds ids;
    private final Diagnostics diagnostics;

    /** @param board the board, or null when it is wrong (goal zones are then not resolved) */
    EndReader(Board board, PieceIds ids, Diagnostics diagnostics) {
        this.board = board;
        this.ids = ids;
        this.diagnostics = diagnostics;
    }

    EndConditions read(EndDecl decl) {
        Outcome stalemate = FIDE.stalemate();
        int plies = FIDE.moveRulePlies();
        int repetitions = FIDE.repetitions();
        boolean pawnDropsReset = false;
        boolean capturesOnly = false;
        int checksToWin = 0;
        List<Goal> goals = new ArrayList<>();
        Extinction extinction = null;
        Outcome checkmate = Outcome.LOSS;
        boolean stalemateByCount = false;
        long aloneTypes = 0;
        Outcome alone = Outcome.LOSS;
        long seriesTypes = 0;
        Outcome repetitionOutcome = Outcome.DRAW;
        int repetitionSide = -1;
        EndDecl.PerpetualCheck perpetual = null;
        EndDecl.PerpetualChase chase = null;
        List<Class<?>> seen = new ArrayList<>();
        for (EndDecl.Rule rule : decl.rules()) {
            if (rule instanceof EndDecl.PassRule || rule instanceof EndDecl.Points || rule instanceof EndDecl.DrawOdds) {
                continue; // read with passing and the point count: PassingReader, PointsReader
            }
            if (!(rule instanceof EndDecl.Goal) && !(rule instanceof EndDecl.SidedGoal)
                    && !(rule instanceof EndDecl.MannerGoal)
                    && !(rule instanceof EndDecl.CountingRule) && once(rule, seen)) {
                continue;
            }
            if (rule instanceof EndDecl.Checkmate m) {
                checkmate = outcome(m.result());
            } else if (rule instanceof EndDecl.MateAlone a) {
                aloneTypes = types(a.ids());
                alone = outcome(a.result());
            } else if (rule instanceof EndDecl.MateSeries m) {
                seriesTypes = types(m.ids());
            } else if (rule instanceof EndDecl.CountedStalemate c) {
                stalemateByCount = true;
                sameAs(c, EndDecl.Stalemate.class, seen, "stalemate draws|wins|loses");
            } else if (rule instanceof EndDecl.Extinction x) {
                extinction = extinction(x);
                sameAs(x, EndDecl.BareKing.class, seen, "bare king");
            } else if (rule instanceof EndDecl.BareKing b) {
                extinction = bareKing(b);
                sameAs(b, EndDecl.Extinction.class, seen, "win|lose|draw when ... left");
            } else if (rule instanceof EndDecl.Stalemate s) {
                sameAs(s, EndDecl.CountedStalemate.class, seen, "stalemate counts men");
                stalemate = outcome(s.result());
            } else if (rule instanceof EndDecl.MoveRule m) {
                plies = moveRule(m);
                pawnDropsReset = m.pawnDropsReset();
                capturesOnly = m.capturesOnly();
            } else if (rule instanceof EndDecl.Repetitions r) {
                sameAs(r, EndDecl.RepetitionLoss.class, seen, "lose|win on N repetitions");
                repetitions = repetitions(r);
            } else if (rule instanceof EndDecl.RepetitionLoss r) {
                sameAs(r, EndDecl.Repetitions.class, seen, "draw on N repetitions");
                repetitions = repetitionLoss(r);
                repetitionSide = r.side() == null ? -1 : r.side().equals("white") ? 0 : 1;
                repetitionOutcome = r.result().startsWith("win") ? Outcome.WIN : Outcome.LOSS;
            } else if (rule instanceof EndDecl.PerpetualCheck p) {
                perpetual = p;
            } else if (rule instanceof EndDecl.PerpetualChase p) {
                chase = p;
            } else if (rule instanceof EndDecl.CheckCount k) {
                checksToWin = checkCount(k);
            } else if (rule instanceof EndDecl.SidedGoal g) {
                sidedGoal(g, goals);
            } else if (rule instanceof EndDecl.MannerGoal g) {
                new MannerGoalReader(ids, board, diagnostics).read(g, goals);
            } else if (rule instanceof EndDecl.CountingRule) {
                continue;                               // MakrukReader reads the counting rule
            } else {
                goal((EndDecl.Goal) rule, goals);
            }
        }
        refuseUnfollowable(decl, goals);
        if (perpetual != null && repetitions == 0) {
            error(perpetual.span(), "perpetual check is judged when a repetition completes, and 'draw on 0 "
                    + "repetitions' turns repetition off; give the number of repetitions");
        }
        if (chase != null && repetitions == 0) {
            error(chase.span(), "perpetual chase is judged when a repetition completes, and 'draw on 0 "
                    + "repetitions' turns repetition off; give the number of repetitions");
        }
        return new EndConditions(stalemate, plies, repetitions, List.copyOf(goals), pawnDropsReset, extinction,
                new Scoring(checkmate, stalemateByCount, aloneTypes, alone, seriesTypes), checksToWin,
                new RepetitionRule(repetitionOutcome, repetitionSide, perpetual != null, chaseRule(chase)),
                capturesOnly);
    }

    /**
     * {@code perpetual chase loses { R > N C > A B }}: the ranks as type sets, strongest first; an
     * unknown id or a type in two ranks is refused at its place.
     */
    private ChaseRule chaseRule(EndDecl.PerpetualChase chase) {
        if (chase == null) {
            return ChaseRule.NONE;
        }
        List<Long> ranks = new ArrayList<>();
        long seen = 0;
        for (List<Word> rank : chase.ranks()) {
            long types = types(rank);
            for (Word w : rank) {
                int piece = ids.index(w.text());
                if (piece >= 0 && (seen & 1L << piece) != 0) {
                    error(w.span(), "'" + w.text() + "' is ranked twice; each piece has one rank in the chase");
                }
            }
            seen |= types;
            ranks.add(types);
        }
        return new ChaseRule(true, List.copyOf(ranks));
    }

    /** The types named (bit = type), each unknown id reported at its place. */
    private long types(List<Word> words) {
        long types = 0;
        for (Word w : words) {
            int piece = ids.index(w.text());
            if (piece < 0) {
                error(w.span(), "no piece has the id '" + w.text() + "'");
            } else {
                types |= 1L << piece;
            }
        }
        return types;
    }

    /** Reports two rules that decide the same thing (two stalemate results, two extinction rules). */
    private void sameAs(EndDecl.Rule rule, Class<?> other, List<Class<?>> seen, String otherText) {
        if (seen.contains(other)) {
            error(rule.span(), "this rule and '" + otherText + "' decide the same ending; keep one");
        }
    }

    /** {@code lose when no K Q left}, {@code win when no men left}, {@code lose when fewer than 3 K left}. */
    private Extinction extinction(EndDecl.Extinction x) {
        int atMost = 0;
        if (x.fewerThan() != null) {
            int n = x.fewerThan().value();
            if (n < 1 || n > MOST_MEN) {
                error(x.fewerThan().span(), "'fewer than " + n + "' must count 1 to " + MOST_MEN
                        + " men; write 'no' for none left");
            }
            atMost = Math.max(0, Math.min(n, MOST_MEN) - 1);
        }
        List<Integer> types = new ArrayList<>();
        for (Word id : x.ids()) {
            int piece = ids.index(id.text());
            if (piece < 0) {
                error(id.span(), "unknown piece id '" + id.text() + "' in a rule on the men left");
            } else if (types.contains(piece)) {
                error(id.span(), "piece id '" + id.text() + "' is named twice in this rule");
            } else {
                types.add(piece);
            }
        }
        return new Extinction(outcomeOf(x.result()), types.stream().mapToInt(Integer::intValue).toArray(), atMost, 0,
                false);
    }

    /**
     * A side reduced to one man, its King. Losing that way needs the other side to have a man
     * besides its King, and a side bared on its move may still bare back if that is the only
     * one (Shatranj); a bare King's win or draw ends the game at once (Losers, Shatar).
     */
    private static Extinction bareKing(EndDecl.BareKing b) {
        Outcome outcome = outcome(b.result());
        boolean loses = outcome == Outcome.LOSS;
        return new Extinction(outcome, new int[0], 1, loses ? 2 : 0, loses);
    }

    /** {@code win}, {@code lose}, {@code draw} as the result for the side whose men ran out. */
    private static Outcome outcomeOf(String word) {
        return switch (word) {
            case "win" -> Outcome.WIN;
            case "lose" -> Outcome.LOSS;
            default -> Outcome.DRAW;
        };
    }

    /** Reports a rule given twice; true when it was. */
    private boolean once(EndDecl.Rule rule, List<Class<?>> seen) {
        if (seen.contains(rule.getClass())) {
            diagnostics.error(rule.span(), "this end rule is given twice");
            return true;
        }
        seen.add(rule.getClass());
        return false;
    }

    /** The result for the side that is stalemated, as the model counts it. */
    private static Outcome outcome(String word) {
        return switch (word) {
            case "wins" -> Outcome.WIN;
            case "loses" -> Outcome.LOSS;
            default -> Outcome.DRAW;
        };
    }

    private int moveRule(EndDecl.MoveRule m) {
        int moves = m.moves().value();
        if (moves > MOST_MOVES) {
            error(m.moves().span(), "a move rule of more than " + MOST_MOVES + " moves; write 0 for none");
            return 0;
        }
        if (moves == 0 && m.pawnDropsReset()) {
            error(m.span(), "'reset by pawn drops' with no move rule: there is no count to reset");
        }
        if (moves == 0 && m.capturesOnly()) {
            error(m.span(), "'without a capture' with no move rule: there is no count to reset");
        }
        return 2 * moves;
    }

    private int repetitions(EndDecl.Repetitions r) {
        int count = r.count().value();
        if (count == 1) {
            error(r.count().span(), "a position always occurs once; repetitions must be at least 2, or 0 for none");
        }
        return count;
    }

    /** {@code lose on N repetitions}: a repetition that decides the game needs N of at least 2. */
    private int repetitionLoss(EndDecl.RepetitionLoss r) {
        int count = r.count().value();
        if (count < 2) {
            error(r.count().span(), "a repetition that decides the game needs at least 2 occurrences, not " + count
                    + "; for no repetition rule write 'draw on 0 repetitions'");
            return 0;
        }
        return count;
    }

    private void goal(EndDecl.Goal g, List<Goal> goals) {
        int piece = ids.index(g.id().text());
        if (piece < 0) {
            error(g.id().span(), "unknown piece id '" + g.id().text() + "' in a win rule");
        }
        if (board != null) {
            goals.add(new Goal(piece, new ZoneResolver(board, diagnostics).resolve(g.zone())));
        }
    }

    private int checkCount(EndDecl.CheckCount k) {
        int checks = k.checks().value();
        if (checks < 1 || checks > MOST_CHECKS) {
            error(k.checks().span(), "a check count of 1 to " + MOST_CHECKS + ", not " + checks
                    + " (Fairy-Stockfish's FEN writes it as one digit)");
            return 0;
        }
        return checks;
    }

    /** One side's goal: its squares as written, not mirrored; a follower must be the other side. */
    private void sidedGoal(EndDecl.SidedGoal g, List<Goal> goals) {
        int piece = ids.index(g.id().text());
        if (piece < 0) {
            error(g.id().span(), "unknown piece id '" + g.id().text() + "' in a win rule");
        }
        int side = g.side().equals("white") ? 0 : 1;
        int follower = g.follower() == null ? -1 : g.follower().equals("white") ? 0 : 1;
        if (follower == side) {
            error(g.followerSpan(), "the side that follows must be the other side, not " + g.follower()
                    + " itself");
            follower = -1;
        }
        if (board != null) {
            goals.add(new Goal(piece, new ZoneResolver(board, diagnostics).resolve(g.zone()), side, follower));
        }
    }

    /** A follower draws by reaching its own goal, so it needs one. */
    private void refuseUnfollowable(EndDecl decl, List<Goal> goals) {
        MannerGoalReader.refuseMixed(decl, diagnostics);
        for (EndDecl.Rule rule : decl.rules()) {
            if (rule instanceof EndDecl.SidedGoal g && g.follower() != null) {
                int follower = g.follower().equals("white") ? 0 : 1;
                if (goals.stream().noneMatch(other -> other.side() == follower || other.side() < 0)) {
                    error(g.followerSpan(), g.follower() + " has no goal to follow with: add a rule "
                            + "'win when " + g.follower() + " ID reaches ZONE'");
                }
            }
        }
    }

    private void error(Span span, String message) {
        diagnostics.error(span, message);
    }
}
