package org.variantc.runtime.notation;

import java.util.List;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;

/**
 * Whether a FEN's en-passant victim could have made the step that opened its en-passant squares:
 * a man of a type whose moves create en-passant squares (a Pawn-type man), with one such move,
 * from some square, that ends on the victim and passes over every one of those squares. Anything
 * else (the King as victim, a Rook, a Pawn that never passes those squares) is refused, since the
 * opponent could otherwise "capture en passant" a man who never made such a move.
 */
final class EnPassantOrigin {
    private EnPassantOrigin() {
    }

    static boolean possible(Rulebook book, int type, int side, int victim, List<Integer> squares) {
        for (int from = 0; from < book.squares; from++) {
            SquareMoves moves = book.moves[type][side][from];
            for (Ray ray : moves.rays()) {
                if (Modes.has(ray.flags(), Modes.CREATES_EN_PASSANT) && passes(ray.squares(), victim, squares)) {
                    return true;
                }
            }
            for (Path path : moves.paths()) {
                if (Modes.has(path.modes(), Modes.CREATES_EN_PASSANT) && path.destination() == victim
                    && passes(path.squares(), victim, squares)) {
                    return true;
                }
            }
            for (Leap leap : moves.leaps()) {
                if (Modes.has(leap.modes(), Modes.CREATES_EN_PASSANT) && leap.target() == victim) {
                    int[] between = book.between(from, victim);
                    if (covers(between, between.length, squares)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** The walk reaches {@code victim} and passes every en-passant square before it. */
    private static boolean passes(int[] walk, int victim, List<Integer> squares) {
        for (int end = 0; end < walk.length; end++) {
            if (walk[end] == victim) {
                return covers(walk, end, squares);
            }
        }
        return false;
    }

    private static boolean covers(int[] walk, int end, List<Integer> squares) {
        for (int sq : squares) {
            boolean found = false;
            for (int k = 0; k < end && !found; k++) {
                found = walk[k] == sq;
            }
            if (!found) {
                return false;
            }
        }
        return true;
    }
}
