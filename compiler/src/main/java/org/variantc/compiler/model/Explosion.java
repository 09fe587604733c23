package org.variantc.compiler.model;

import java.util.List;

/**
 * Captures that explode (Atomic): see the runtime's {@code rules.Explosion} for the rule. Piece
 * types are indexes into {@link Variant#pieces()}.
 *
 * @param spared       types that survive next to the target
 * @param immune       types never blown up, the capturer included
 * @param truce        types that may not capture a man of their own type
 * @param checkIgnored royal men may stand attacked; only their loss ends the game
 */
public record Explosion(List<Integer> spared, List<Integer> immune, List<Integer> truce, boolean checkIgnored) {
    public Explosion {
        spared = List.copyOf(spared);
        immune = List.copyOf(immune);
        truce = List.copyOf(truce);
    }
}
