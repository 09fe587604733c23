package org.variantc.runtime.rules;

import java.io.Serializable;
import java.util.Arrays;

/**
 * Tenjiku Shogi's range-jumping generals, as HaChu 0.21 plays them: a man whose rank is above 0
 * may capture along any of its slides by jumping over every man, of either side, of a lower rank
 * standing before the victim, the victim of a lower rank too (HaChu's attack map marks no man
 * beyond the first whose rank is not lower). The first man on the line is taken as a plain slide
 * takes it, whatever its rank; a man of equal or higher rank ends the line. Quiet moves do not jump.
 *
 * @param ranks per type, its rank (0: jumps nothing, and any ranked man may jump it)
 */
public record RangeJumping(int[] ranks) implements Serializable {
    public RangeJumping {
        ranks = ranks.clone();
    }

    public int rank(int type) {
        return type < ranks.length ? ranks[type] : 0;
    }

    @Override
    public int[] ranks() {
        return ranks.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RangeJumping r && Arrays.equals(ranks, r.ranks);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(ranks);
    }

    @Override
    public String toString() {
        return "RangeJumping" + Arrays.toString(ranks);
    }
}
