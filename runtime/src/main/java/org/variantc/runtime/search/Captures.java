package org.variantc.runtime.search;

import org.variantc.runtime.moves.CapturedMen;
import org.variantc.runtime.position.Position;

/** What a move takes: the value of every man it captures, multi-captures and en passant included. */
final class Captures {
    private Captures() {
    }

    /** The summed value of the men the move removes ({@link CapturedMen}); 0 for a quiet move, a drop or castling. */
    static int victimValue(Position pos, long move, PieceValues values) {
        return CapturedMen.sum(pos, move, values.victimWorth());
    }
}
