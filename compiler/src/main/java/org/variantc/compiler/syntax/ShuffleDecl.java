package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/** {@code shuffle { ... }}: White's first rank placed anew for each game, Black's mirroring it. */
public record ShuffleDecl(Span span, List<Rule> rules) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitShuffleDecl(this);
    }

    public sealed interface Rule {
        Span span();
    }

    /** {@code B B on different colours}: the two men stand on a light and a dark square. */
    public record DifferentColours(Span span, Word first, Word second) implements Rule {
    }

    /** {@code K between R}: the one man of the first id stands between the two of the second. */
    public record Between(Span span, Word inner, Word outer) implements Rule {
    }

    /** {@code protect rank 2}: a man of its side protects every man on that rank at the start. */
    public record Protect(Span span, Count rank) implements Rule {
    }
}
