package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/**
 * {@code explosion { spare P  immune K  truce K  check ignored }}: captures explode (Atomic).
 */
public record ExplosionDecl(Span span, List<Rule> rules) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitExplosionDecl(this);
    }

    public ExplosionDecl {
        rules = List.copyOf(rules);
    }

    public sealed interface Rule {
        Span span();
    }

    /** {@code spare ID ...}: men of these types next to the target survive. */
    public record Spare(Span span, List<Word> ids) implements Rule {
    }

    /** {@code immune ID ...}: men of these types are never blown up, the capturer included. */
    public record Immune(Span span, List<Word> ids) implements Rule {
    }

    /** {@code truce ID ...}: a man of these types may not capture one of its own type. */
    public record Truce(Span span, List<Word> ids) implements Rule {
    }

    /** {@code check ignored}: royal men may stand attacked; only their loss ends the game. */
    public record CheckIgnored(Span span) implements Rule {
    }
}
