package org.variantc.runtime.moves;

import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.CaptureObligation;

/**
 * Compulsory capture ({@link CaptureObligation}): applied to the legal moves of every engine
 * alike, after generation, so that a side that can capture keeps only its captures.
 */
final class CaptureFilter {
    private CaptureFilter() {
    }

    /** Keeps only the captures in {@code legal} when there is one; otherwise leaves it as it is. */
    static void keepCaptures(Position pos, MoveList legal) {
        int kept = 0;
        for (int i = 0; i < legal.size(); i++) {
            long m = legal.get(i);
            if (CapturedMen.any(pos, m)) {
                legal.set(kept++, m);
            }
        }
        if (kept > 0) {
            legal.truncate(kept);
        }
    }
}
