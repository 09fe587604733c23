package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/**
 * {@code lion trading ID ... [cheap ID ...]}: Chu Shogi's Lion-trading rules for the Lions named
 * (a Lion may not take a protected Lion that is not beside it, unless it took on its way a man
 * that is not cheap; after a non-Lion took a Lion, no non-Lion may take a Lion on the next move).
 * {@code lion trading ID ... strict}: Sjaak II's rules instead (no Lion takes a protected Lion,
 * near or far; after a non-Lion took a Lion, no man takes a Lion on the next move).
 */
public record LionTradingDecl(Span span, List<Word> lions, List<Word> cheap, boolean strict) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitLionTradingDecl(this);
    }

    public LionTradingDecl {
        lions = List.copyOf(lions);
        cheap = List.copyOf(cheap);
    }
}
