package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/** {@code end { ... }}: how the game ends besides checkmate. */
public record EndDecl(Span span, List<Rule> rules) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitEndDecl(this);
    }

    public sealed interface Rule {
        Span span();
    }

    /** {@code stalemate draws|wins|loses}, the word as written. */
    public record Stalemate(Span span, String result) implements Rule {
    }

    /**
     * {@code draw after N moves [reset by pawn drops | without a capture]}; {@code capturesOnly}:
     * only a capture resets the count (the Asian games' rule), not a Pawn's advance.
     */
    public record MoveRule(Span span, Count moves, boolean pawnDropsReset, boolean capturesOnly) implements Rule {
        public MoveRule(Span span, Count moves, boolean pawnDropsReset) {
            this(span, moves, pawnDropsReset, false);
        }

        public MoveRule(Span span, Count moves) {
            this(span, moves, false);
        }
    }

    /** {@code draw on N repetitions}. */
    public record Repetitions(Span span, Count count) implements Rule {
    }

    /**
     * {@code lose|win on N repetitions} (for the side that completes it) or {@code white|black
     * loses|wins on N repetitions}; {@code side} null in the first form, the result word as written.
     */
    public record RepetitionLoss(Span span, String side, String result, Count count) implements Rule {
    }

    /**
     * {@code black wins draws} (or white): every game the rules end drawn (stalemate, the move
     * rule, repetition, passes) is won by that side, as in Armageddon; the side as written.
     */
    public record DrawOdds(Span span, String side) implements Rule {
    }

    /** {@code perpetual check loses}. */
    public record PerpetualCheck(Span span) implements Rule {
    }

    /** {@code perpetual chase loses { R > N C > A B }}: the ranks strongest first, none when omitted. */
    public record PerpetualChase(Span span, List<List<Word>> ranks) implements Rule {
    }

    /** {@code win when ID reaches zone}. */
    public record Goal(Span span, Word id, ZoneExpr zone) implements Rule {
    }

    /**
     * {@code win when ID holds zone} (the man must still stand there at its side's next turn) or
     * {@code win when ID safely reaches zone} (it counts only where no enemy man attacks it); the
     * manner's word as written.
     */
    public record MannerGoal(Span span, Word id, String manner, ZoneExpr zone) implements Rule {
    }

    /** {@code checkmate draws|wins|loses}, the result for the mated side, the word as written. */
    public record Checkmate(Span span, String result) implements Rule {
    }

    /** {@code checkmate by N alone wins}: a mate given by men of these types alone, scored for the mated side. */
    public record MateAlone(Span span, List<Word> ids, String result) implements Rule {
    }

    /** {@code checkmate draws without check by R N J}: a mate whose series of checks had none by these types draws. */
    public record MateSeries(Span span, List<Word> ids) implements Rule {
    }

    /** {@code stalemate counts men}: fewer men wins a stalemate, as many draw. */
    public record CountedStalemate(Span span) implements Rule {
    }

    /**
     * {@code win|lose|draw when no ... left} or {@code ... when fewer than N ... left}: the result
     * for a side with no men, or fewer than {@code fewerThan} (null: no men), of one of {@code ids} (all its men together when
     * {@code ids} is empty).
     */
    public record Extinction(Span span, String result, Count fewerThan, List<Word> ids) implements Rule {
    }

    /** {@code bare king draws|wins|loses}: the result for a side reduced to its King alone. */
    public record BareKing(Span span, String result) implements Rule {
    }

    /** {@code win on N checks}: the side that gives the Nth check wins (Three-check). */
    public record CheckCount(Span span, Count checks) implements Rule {
    }

    /**
     * {@code counting makruk|asean with rook R khon S knight N [met M]}: a counting rule, its style
     * as written and the ids of the roles its limits name.
     */
    public record CountingRule(Span span, Word style, List<Role> roles) implements Rule {
    }

    /** One role of a counting rule: {@code rook}, {@code khon}, {@code knight} or {@code met}, and its id. */
    public record Role(String role, Word id) {
    }

    /**
     * {@code win when white|black ID reaches zone [unless white|black follows]}: one side's goal,
     * its squares as they stand on the board; with a follower, that side gets one more move.
     */
    public record SidedGoal(Span span, String side, Word id, ZoneExpr zone, String follower, Span followerSpan)
            implements Rule {
    }

    /** {@code draw after N passes}: N passes in a row end the game (drawn, or decided by points). */
    public record PassRule(Span span, Count passes) implements Rule {
    }

    /** {@code points ID N ... [white|black N]}: a game ended drawn goes to the side ahead on points. */
    public record Points(Span span, List<PointValue> values, String side, HalfPoints bonus) implements Rule {
    }

    /** One piece's points in {@code points}. */
    public record PointValue(Word id, HalfPoints points) {
    }
}
