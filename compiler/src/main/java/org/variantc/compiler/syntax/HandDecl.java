package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/**
 * {@code hand { no captures  drop before moving  B B on different colours  dropped K R may castle  take own men }}:
 * the hand's rules besides what drops put in it (Pocket Knight, Placement, Sittuyin).
 */
public record HandDecl(Span span, List<Rule> rules) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitHandDecl(this);
    }

    /** One line of the block. */
    public sealed interface Rule {
        Span span();
    }

    /** {@code no captures}: a captured man leaves the game, not into the capturer's hand. */
    public record NoCaptures(Span span) implements Rule {
    }

    /** {@code drop before moving}: a side with men in hand must drop while it can. */
    public record DropFirst(Span span) implements Rule {
    }

    /** {@code B B on different colours}: no drop may keep these men from squares of both colours. */
    public record DifferentColours(Span span, Word first, Word second) implements Rule {
    }

    /** {@code dropped K R may castle}: dropped on their castling squares, the King and Rook castle. */
    public record DroppedCastling(Span span, Word king, Word rook) implements Rule {
    }

    /** {@code take own men}: a side not in check may, as its move, take a man of its own but a royal one into hand. */
    public record Pickups(Span span) implements Rule {
    }
}
