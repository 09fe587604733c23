package org.variantc.runtime.position;

import org.variantc.runtime.rules.Counting;

/**
 * The counting rules of the Makruk family, as Fairy-Stockfish 11.1 keeps them: a limit in plies
 * (twice the moves) and a count, started after a move when none runs (or restarted when a capture
 * bares the side to move), counted up after every move, and drawing the game once the count passes
 * the limit ({@link Position} keeps the count; this says when and how far it runs). The count is part of the position (made and unmade with it, written in the FEN) but
 * not of its hash, as in Fairy-Stockfish.
 */
final class CountingClock {
    private CountingClock() {
    }

    /** The limit in moves of a count for {@code toMove}, or 0 when none may start. */
    static int limit(Position pos, Counting rule, int toMove) {
        int them = toMove ^ 1;
        int ours = pos.listSize(toMove);
        if (rule.style() == Counting.Style.ASEAN) {
            if (ours > 1) {
                return 0;
            }
            boolean met = count(pos, them, rule.met()) > 0;
            if (count(pos, them, rule.rook()) > 0) {
                return 16;
            }
            if (count(pos, them, rule.khon()) > 0 && met) {
                return 44;
            }
            return count(pos, them, rule.knight()) > 0 && met ? 64 : 0;
        }
        if (pawns(pos) > 0 || pos.listSize(them) == 1) {
            return 0;
        }
        if (ours > 1) {
            return 64;                                  // the board's honour
        }
        int rooks = count(pos, them, rule.rook());      // the pieces' honour
        int khons = count(pos, them, rule.khon());
        if (rooks > 1) {
            return 8;
        }
        if (rooks == 1) {
            return 16;
        }
        if (khons > 1) {
            return 22;
        }
        if (count(pos, them, rule.knight()) > 1) {
            return 32;
        }
        return khons == 1 ? 44 : 64;
    }

    private static int count(Position pos, int side, int type) {
        return type < 0 ? 0 : pos.count(side, type);
    }

    /** The men of both sides whose advances reset the move rule: the Pawns. */
    private static int pawns(Position pos) {
        int n = 0;
        for (int t = 0; t < pos.book.types; t++) {
            if (pos.book.resetsClock[t]) {
                n += pos.count(0, t) + pos.count(1, t);
            }
        }
        return n;
    }
}
