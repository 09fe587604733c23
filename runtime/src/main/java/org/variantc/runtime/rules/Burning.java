package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * Tenjiku Shogi's Fire Demon, as HaChu 0.21 plays it: a man of a burning type that ends its move
 * removes every enemy man on the eight squares around it (active burning); a man that ends its
 * move beside an enemy man of a burning type is removed itself, after taking what it took, and
 * then burns nothing (passive burning: a Fire Demon landing beside an enemy one is burnt). The
 * mover's type before the move decides: a man promoting into a burning type does not burn on
 * that move. Type sets are bits of a {@code long}, bit {@code type}.
 *
 * @param burners the burning types
 * @param ownToo  a man ending its move beside a burner of its own side is burnt too, as beside an
 *                enemy one (HaChu 0.21's Tenjiku, whose burn test walks both sides' Fire Demons)
 */
public record Burning(long burners, boolean ownToo) implements Serializable {
    public boolean burns(int type) {
        return (burners >>> type & 1) != 0;
    }
}
