package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/**
 * {@code burning ID ...}: Tenjiku Shogi's Fire Demons, the burning types (a burner ending its move
 * removes the enemy men beside it; a man ending its move beside an enemy burner is removed, or,
 * with {@code own men too}, beside any burner: HaChu 0.21's Tenjiku).
 */
public record BurningDecl(Span span, List<Word> ids, boolean ownToo) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitBurningDecl(this);
    }

    public BurningDecl {
        ids = List.copyOf(ids);
    }
}
