package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/**
 * {@code zones { palace = squares d1..f3  home = ranks 1..5 }}: zones given names, so moves,
 * promotions, drops and goals can say {@code from home} or {@code confined to palace}.
 */
public record ZonesDecl(Span span, List<Named> zones) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitZonesDecl(this);
    }

    public ZonesDecl {
        zones = List.copyOf(zones);
    }

    /** One {@code name = zone}. */
    public record Named(Word name, ZoneExpr zone) {
    }
}
