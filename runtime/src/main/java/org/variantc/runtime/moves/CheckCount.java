package org.variantc.runtime.moves;

import org.variantc.runtime.position.Position;

/** The checks that win (n-check), read off a position's counts of the checks each side gave. */
public final class CheckCount {
    private CheckCount() {
    }

    /** The side that has given the checks the rules count to win, or -1; the side that just moved is looked at first. */
    public static int winner(Position pos) {
        int needed = pos.rules().royals().checks().checksToWin();
        if (needed == 0) {
            return -1;
        }
        int side = pos.sideToMove();
        if (pos.checksGiven(side ^ 1) >= needed) {
            return side ^ 1;
        }
        return pos.checksGiven(side) >= needed ? side : -1;
    }
}
