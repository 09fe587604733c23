package org.variantc.compiler.model;

import java.util.List;

/**
 * Tenjiku Shogi's range-jumping generals, as checked: per piece type (index), its rank, 0 for a
 * type not named (it jumps nothing, and any ranked man may jump it).
 */
public record RangeJumping(List<Integer> ranks) {
    public RangeJumping {
        ranks = List.copyOf(ranks);
    }
}
