package org.variantc.runtime;

import org.variantc.runtime.position.Position;

/** Perpetual check: who checked with every move of a repetition, where the rules make that lose. */
public final class PerpetualCheck {
    /** {@link #checker}: both sides checked throughout. */
    public static final int BOTH = 2;

    private PerpetualCheck() {
    }

    /**
     * Who gave check with every one of its moves since the {@code occurrences}-th occurrence of
     * the current position, counting back (the span of a repetition that many occurrences
     * complete): 0 White, 1 Black, {@link #BOTH}, -1 neither or the position did not occur that
     * often. Known only where the rules make perpetual check lose (otherwise -1), since only
     * there does the position keep who stood in check.
     */
    public static int checker(Position pos, int occurrences) {
        if (!pos.rules().ending().end().repetition().perpetualCheckLoses()) {
            return -1;
        }
        int first = pos.firstOccurrence(occurrences);
        if (first < 0) {
            return -1;
        }
        int ply = pos.ply();
        int side = pos.sideToMove();
        boolean[] always = {true, true};
        for (int p = first + 1; p <= ply; p++) {
            int checker = side ^ ((ply - p) & 1) ^ 1;   // the side whose move led to position p
            always[checker] &= pos.checkedAt(p);
        }
        return always[0] ? (always[1] ? BOTH : 0) : always[1] ? 1 : -1;
    }
}
