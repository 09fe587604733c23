package org.variantc.runtime.position;

import org.variantc.runtime.rules.LionTrading;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Step;

/**
 * The men a move takes, read before it is made, as the Lion-trading rules ask about them: a Lion
 * on the destination, a Lion anywhere among the victims, a man that is not cheap taken on the way.
 */
public final class LionVictims {
    private LionVictims() {
    }

    /** Whether the move takes an enemy Lion on its destination (not an igui: there it takes on the way). */
    public static boolean onDestination(Position pos, long move, LionTrading rule) {
        int to = Move.to(move);
        return takes(move) && to != Move.from(move) && isLion(pos.board(to), pos.side(), rule);
    }

    /** Whether the move takes an enemy Lion, on its destination or on its way. */
    public static boolean any(Position pos, long move, LionTrading rule) {
        if (onDestination(pos, move, rule)) {
            return true;
        }
        if (Move.kind(move) != Move.PATH) {
            return false;
        }
        Path path = pos.book.path(move, pos.side());
        int[] sq = path.squares();
        for (int k = 0; k < sq.length - 1; k++) {
            if (path.conditions()[k] == Step.CAPTURE && isLion(pos.board(sq[k]), pos.side(), rule)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the move takes a Lion, on its destination or on its way, whose square its side
     * attacks on the board as it is before the move (Sjaak II's {@code endangered}).
     */
    public static boolean anyProtected(Position pos, long move, LionTrading rule) {
        int them = pos.side() ^ 1;
        if (onDestination(pos, move, rule) && pos.isAttacked(Move.to(move), them)) {
            return true;
        }
        if (Move.kind(move) != Move.PATH) {
            return false;
        }
        Path path = pos.book.path(move, pos.side());
        int[] sq = path.squares();
        for (int k = 0; k < sq.length - 1; k++) {
            if (path.conditions()[k] == Step.CAPTURE && isLion(pos.board(sq[k]), pos.side(), rule)
                    && pos.isAttacked(sq[k], them)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the move takes on its way (before its destination) a man that is not cheap. */
    public static boolean takesDearOnTheWay(Position pos, long move, LionTrading rule) {
        if (Move.kind(move) != Move.PATH) {
            return false;
        }
        Path path = pos.book.path(move, pos.side());
        int[] sq = path.squares();
        for (int k = 0; k < sq.length - 1; k++) {
            int man = pos.board(sq[k]);
            if (path.conditions()[k] == Step.CAPTURE && man != 0 && !rule.isCheap(Man.type(man))) {
                return true;
            }
        }
        return false;
    }

    /** Leaps, rays, paths and bent lines take; drops, castlings and passes never do. */
    private static boolean takes(long move) {
        int kind = Move.kind(move);
        return kind == Move.LEAP || kind == Move.RAY || kind == Move.PATH || kind == Move.BEND;
    }

    private static boolean isLion(int man, int us, LionTrading rule) {
        return man != 0 && man != Man.WALL && Man.side(man) != us && rule.isLion(Man.type(man));
    }
}
