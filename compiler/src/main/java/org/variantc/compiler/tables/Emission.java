package org.variantc.compiler.tables;

import java.util.BitSet;

/**
 * One way a component reaches a destination from one square, with what it needs: the squares
 * that must be empty and whether the piece must be unmoved. Used to find destinations that two
 * components both emit, so the runtime never generates the same move twice.
 *
 * @param owner  which component: a leap, a ray (with the square's index on it) or a path
 */
final class Emission {
    enum Owner { LEAP, RAY, PATH }

    final Owner owner;
    final int component;
    final int index;
    final int destination;
    final boolean initial;
    final BitSet mustBeEmpty;
    final boolean comparable;  // false for hops and captures on the way: their effects differ
    int modes;                 // MOVE | CAPTURE | EN_PASSANT still emitted

    Emission(Owner owner, int component, int index, int destination, int modes, boolean initial,
             BitSet mustBeEmpty, boolean comparable) {
        this.owner = owner;
        this.component = component;
        this.index = index;
        this.destination = destination;
        this.modes = modes;
        this.initial = initial;
        this.mustBeEmpty = mustBeEmpty;
        this.comparable = comparable;
    }

    /** The modes of this emission that {@code other} already emits whenever this one could. */
    int coveredBy(Emission other) {
        if (other == this || !comparable || !other.comparable || other.modes == 0
            || other.destination != destination || (other.initial && !initial)) {
            return 0;
        }
        BitSet extra = (BitSet) other.mustBeEmpty.clone();
        extra.andNot(mustBeEmpty);
        return extra.isEmpty() ? modes & other.modes : 0;
    }
}
