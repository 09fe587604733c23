package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/** {@code end { ... }}: how the game ends besides checkmate. */
public record EndDecl(Span span, List<Rule> rules) implements Statement {
    public sealed interface Rule {
        Span span();
    }

    /** {@code stalemate draws|wins|loses}, the word as written. */
    public record Stalemate(Span span, String result) implements Rule {
    }

    /** {@code draw after N moves [reset by pawn drops]}. */
    public record MoveRule(Span span, Count moves, boolean pawnDropsReset) implements Rule {
        public MoveRule(Span span, Count moves) {
            this(span, moves, false);
        }
    }

    /** {@code draw on N repetitions}. */
    public record Repetitions(Span span, Count count) implements Rule {
    }

    /** {@code win when ID reaches zone}. */
    public record Goal(Span span, Word id, ZoneExpr zone) implements Rule {
    }

    /** {@code win on N checks}: the side that gives the Nth check wins (Three-check). */
    public record CheckCount(Span span, Count checks) implements Rule {
    }

    /**
     * {@code win when white|black ID reaches zone [unless white|black follows]}: one side's goal,
     * its squares as they stand on the board; with a follower, that side gets one more move.
     */
    public record SidedGoal(Span span, String side, Word id, ZoneExpr zone, String follower, Span followerSpan)
            implements Rule {
    }
}
