package org.variantc.runtime.moves;

import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;

/**
 * Where the rules forbid giving check (Racing Kings), the legal moves that would check the
 * other side are removed: tried with make and unmake on every engine's output alike.
 */
final class CheckingMoves {
    private CheckingMoves() {
    }

    static void remove(Position pos, MoveList moves) {
        int them = pos.side() ^ 1;
        moves.retain(m -> {
            pos.make(m);
            boolean checks = pos.inCheck(them);
            pos.unmake();
            return !checks;
        });
    }
}
