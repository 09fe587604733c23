package org.variantc.runtime.search;

import org.variantc.runtime.Move;
import org.variantc.runtime.Position;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Step;

/** What a move takes: the value of every man it captures, multi-captures and en passant included. */
final class Captures {
    private Captures() {
    }

    /** The summed value of the men the move removes; 0 for a quiet move, a drop or castling. */
    static int victimValue(Position pos, long move, PieceValues values) {
        int kind = Move.kind(move);
        if (kind == Move.DROP || kind == Move.CASTLE) {
            return 0;
        }
        int us = pos.sideToMove();
        int sum = 0;
        int to = Move.to(move);
        if (pos.sideAt(to) == (us ^ 1)) {
            sum += victim(values, pos.typeAt(to));
        }
        if (Move.isEnPassant(move) && pos.enPassantVictim() >= 0) {
            sum += victim(values, pos.typeAt(pos.enPassantVictim()));
        }
        if (kind == Move.PATH) {
            Path path = pos.rules().pieces().get(Move.type(move)).moves()[us][Move.from(move)].paths()[Move.index(move)];
            for (int k = 0; k < path.conditions().length; k++) {
                if (path.conditions()[k] == Step.CAPTURE) {
                    sum += victim(values, pos.typeAt(path.squares()[k]));
                }
            }
        }
        return sum;
    }

    /** A royal victim (possible in variants with several royal men) counts as a big prize. */
    private static int victim(PieceValues values, int type) {
        return type < 0 ? 0 : Math.max(values.value(type), 1);
    }
}
