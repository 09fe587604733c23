package org.variantc.compiler.model;

import java.util.List;

/** Tenjiku Shogi's Fire Demons, as checked: the piece types (indexes) that burn. */
public record Burning(List<Integer> burners) {
    public Burning {
        burners = List.copyOf(burners);
    }
}
