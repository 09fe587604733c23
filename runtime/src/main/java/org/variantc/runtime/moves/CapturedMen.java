package org.variantc.runtime.moves;

import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Step;

/**
 * What a move takes: one reading for the compulsory-capture filter, SAN and the search's move
 * ordering. A move takes the enemy man on its destination or the one it passes en passant (its
 * capture on arrival), every man a multi-leg move takes on its way (a locust capture), and the
 * enemy men a Fire Demon burns where it lands (Tenjiku). A
 * drop, a castling, a pass or a promotion in place (the man stays on its square) takes nothing.
 */
public final class CapturedMen {
    /** What one captured man of a type adds to {@link #sum}. */
    public interface Worth {
        int of(int type);
    }

    /** Every captured man counts one. */
    public static final Worth COUNT = type -> 1;

    private CapturedMen() {
    }

    /** Whether the move is a man's move on the board (not a drop, castling or pass), which may burn. */
    private static boolean kind(long move) {
        int kind = Move.kind(move);
        return kind != Move.CASTLE && kind != Move.DROP && kind != Move.PASS;
    }

    /** Whether the move takes any man, on arrival or on its way. */
    public static boolean any(Position pos, long move) {
        if (onArrival(pos, move) >= 0) {
            return true;
        }
        if (Move.kind(move) == Move.PATH) {
            Path path = pos.book.path(move, pos.side());
            for (int k = 0; k < path.squares().length - 1; k++) {
                if (path.conditions()[k] == Step.CAPTURE) {
                    return true;
                }
            }
        }
        return pos.book.burns != null && pos.book.burns.burns(Move.type(move)) && kind(move)
                && pos.book.burns.victims(pos, pos.side(), Move.to(move)).length > 0;
    }

    /**
     * The square of the man the move takes on arrival: the enemy man on its destination, or the
     * man it takes en passant; -1 when it takes none there. SAN writes this capture as the
     * {@code x} before the destination, and the ones on the way after it.
     */
    public static int onArrival(Position pos, long move) {
        int kind = Move.kind(move);
        if (kind == Move.CASTLE || kind == Move.DROP) {
            return -1;
        }
        if (Move.isEnPassant(move)) {
            return pos.enPassantVictim();
        }
        int to = Move.to(move);
        return pos.sideAt(to) == (pos.side() ^ 1) ? to : -1;
    }

    /** The summed worth of the men the move takes, on arrival and on its way; 0 when it takes none. */
    public static int sum(Position pos, long move, Worth worth) {
        int sum = 0;
        int arrival = onArrival(pos, move);
        if (arrival >= 0) {
            sum += worth.of(pos.typeAt(arrival));
        }
        if (Move.kind(move) == Move.PATH) {
            Path path = pos.book.path(move, pos.side());
            for (int k = 0; k < path.squares().length - 1; k++) {
                if (path.conditions()[k] == Step.CAPTURE) {
                    sum += worth.of(pos.typeAt(path.squares()[k]));
                }
            }
        }
        if (pos.book.burns != null && pos.book.burns.burns(Move.type(move)) && kind(move)) {
            for (int sq : pos.book.burns.victims(pos, pos.side(), Move.to(move))) {
                sum += worth.of(pos.typeAt(sq));
            }
        }
        return sum;
    }
}
