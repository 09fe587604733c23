package org.variantc.runtime.moves;

import org.variantc.runtime.position.Mailbox;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.Extinction;

/**
 * The {@link Extinction} rule read off a position: which side, if any, has run out of men. The
 * side that just moved is examined first, as Fairy-Stockfish does.
 */
public final class MenLeft {
    private MenLeft() {
    }

    /**
     * The side whose men ran out by the variant's extinction rule, or -1 (always -1 without such
     * a rule): then the game is over and no side has moves.
     */
    public static int extinctSide(Position pos) {
        Extinction rule = pos.rules().ending().end().extinction();
        return rule == null ? -1 : extinctSide(pos, rule);
    }

    /** The side whose men ran out, or -1 while the rule does not end the game. */
    public static int extinctSide(Position pos, Extinction rule) {
        for (int k = 0; k < 2; k++) {
            int s = pos.side() ^ 1 ^ k;
            int opponentNeeds = rule.opponentAtLeast() + (rule.bareBack() && s == pos.side() ? 1 : 0);
            if (rule.allMen()) {
                if (all(pos, s) <= rule.atMost() && all(pos, s ^ 1) >= opponentNeeds) {
                    return s;
                }
                continue;
            }
            for (int type : rule.types()) {
                if (of(pos, s, type) <= rule.atMost() && of(pos, s ^ 1, type) >= opponentNeeds) {
                    return s;
                }
            }
        }
        return -1;
    }

    /** The side's men of a type, on the board and in hand. */
    private static int of(Position pos, int side, int type) {
        return pos.count(side, type) + pos.hand(side, type);
    }

    private static int all(Position pos, int side) {
        int n = pos.listSize(side);
        for (int h : Mailbox.hand(pos, side)) {
            n += h;
        }
        return n;
    }
}
