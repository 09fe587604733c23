package org.variantc.compiler.tables;

import java.util.Arrays;
import org.variantc.runtime.rules.Bend;

/**
 * A bent line cut where a rule stops it: its first leg before the first square it may not pass
 * (a hole, the edge of a {@code within} zone), each second leg before the first square it may
 * not reach. A line cut short can never get past the cut, so cutting is exact for holes and for a
 * {@code within} zone; a confinement zone cuts only the landings, exact for the convex zones
 * (palaces, halves) games confine men to.
 */
final class BendCut {
    private BendCut() {
    }

    /** The bend cut to these squares; null when it lands nowhere any more. */
    static Bend apply(Bend bend, boolean[] passable, boolean[] landable) {
        int corners = 0;
        while (corners < bend.squares().length && passable[bend.squares()[corners]]) {
            corners++;
        }
        int[][][] turns = new int[corners][][];
        boolean lands = false;
        for (int k = 0; k < corners; k++) {
            turns[k] = Arrays.stream(bend.turns()[k]).map(turn -> upTo(turn, landable))
                    .filter(turn -> turn.length > 0).toArray(int[][]::new);
            lands |= turns[k].length > 0;
        }
        return lands ? new Bend(Arrays.copyOf(bend.squares(), corners), turns, bend.modes()) : null;
    }

    private static int[] upTo(int[] line, boolean[] allowed) {
        int end = 0;
        while (end < line.length && allowed[line[end]]) {
            end++;
        }
        return Arrays.copyOf(line, end);
    }
}
