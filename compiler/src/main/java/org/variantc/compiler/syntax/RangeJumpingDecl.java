package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/**
 * {@code range jumping ID RANK ...}: Tenjiku Shogi's range-jumping generals, each id with its
 * rank (a ranked man captures along its slides by jumping over any men of a lower rank).
 *
 * @param ids   the ids, in order
 * @param ranks the rank written after each id, as written (checked by the reader)
 */
public record RangeJumpingDecl(Span span, List<Word> ids, List<Word> ranks) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitRangeJumpingDecl(this);
    }

    public RangeJumpingDecl {
        ids = List.copyOf(ids);
        ranks = List.copyOf(ranks);
    }
}
