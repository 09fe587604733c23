package org.variantc.compiler.model;

import java.util.List;

/**
 * Tenjiku Shogi's Fire Demons, as checked: the piece types (indexes) that burn, and whether a man
 * ending its move beside one of its own side's burners is burnt too (HaChu 0.21).
 */
public record Burning(List<Integer> burners, boolean ownToo) {
    public Burning {
        burners = List.copyOf(burners);
    }
}
