package org.variantc.runtime.notation;

import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.VariantRules;

/**
 * What a picture of the board marks besides the men, read off the move tables so the terminal
 * and the page draw what Xiangqi players expect without being told the game: the palaces (the
 * few squares a royal man can ever move to) and a river (where some piece of each side can never
 * cross the middle of the board, as Xiangqi's Elephants).
 *
 * @param palace     per square, inside a palace of either side
 * @param riverAbove the river runs between this rank (counted from 0) and the next; -1 for none
 */
public record BoardMarks(boolean[] palace, int riverAbove) {
    /** Marks, or none, for these rules. */
    public static BoardMarks of(VariantRules rules) {
        int squares = rules.squares();
        boolean[] palace = new boolean[squares];
        int river = -1;
        for (PieceRules piece : rules.pieces()) {
            boolean[] white = destinations(piece.moves()[0]);
            boolean[] black = destinations(piece.moves()[1]);
            if (piece.royal() && count(white) > 0 && count(white) <= squares / 4 && count(black) <= squares / 4) {
                for (int sq = 0; sq < squares; sq++) {
                    palace[sq] |= white[sq] || black[sq];
                }
            }
        }
        for (PieceRules piece : rules.pieces()) {
            boolean[] white = destinations(piece.moves()[0]);
            boolean[] black = destinations(piece.moves()[1]);
            // A man kept in the palace (Janggi's Guard) keeps to his half without making a river.
            if (!piece.royal() && rules.ranks() % 2 == 0 && count(white) > 0 && !inside(white, palace)
                    && withinRanks(rules, white, 0, rules.ranks() / 2) && withinRanks(rules, black, rules.ranks() / 2, rules.ranks())) {
                river = rules.ranks() / 2 - 1;
            }
        }
        return new BoardMarks(palace, river);
    }

    private static boolean inside(boolean[] set, boolean[] zone) {
        for (int sq = 0; sq < set.length; sq++) {
            if (set[sq] && !zone[sq]) {
                return false;
            }
        }
        return true;
    }

    /** Whether anything is marked. */
    public boolean any() {
        if (riverAbove >= 0) {
            return true;
        }
        for (boolean p : palace) {
            if (p) {
                return true;
            }
        }
        return false;
    }

    /** Every square one side's man of this type can move to from anywhere, on an empty board. */
    private static boolean[] destinations(SquareMoves[] bySquare) {
        boolean[] out = new boolean[bySquare.length];
        for (SquareMoves moves : bySquare) {
            for (Leap leap : moves.leaps()) {
                out[leap.target()] = true;
            }
            for (Ray ray : moves.rays()) {
                for (int k = 0; k < ray.squares().length; k++) {
                    if (ray.squareModes()[k] != 0 && (ray.squareModes()[k] & Ray.PASS) == 0) {
                        out[ray.squares()[k]] = true;
                    }
                }
            }
            for (Path path : moves.paths()) {
                out[path.destination()] = true;
            }
            for (org.variantc.runtime.rules.Bend bend : moves.bends()) {
                for (int sq : bend.landings()) {
                    out[sq] = true;
                }
            }
        }
        return out;
    }

    private static int count(boolean[] set) {
        int n = 0;
        for (boolean b : set) {
            n += b ? 1 : 0;
        }
        return n;
    }

    /** Whether every square of the set lies on ranks {@code low} (included) to {@code high} (excluded). */
    private static boolean withinRanks(VariantRules rules, boolean[] set, int low, int high) {
        for (int sq = 0; sq < set.length; sq++) {
            int rank = rules.rankOf(sq);
            if (set[sq] && (rank < low || rank >= high)) {
                return false;
            }
        }
        return true;
    }
}
