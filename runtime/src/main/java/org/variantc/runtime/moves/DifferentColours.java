package org.variantc.runtime.moves;

import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;

/**
 * Placement's Bishops: a side's men of one type must be able to end on squares of different
 * colours, so a drop that makes it impossible is illegal: a man of the type dropped on the colour
 * of one already standing, or another man dropped on the last free square of a colour the men
 * still in hand need. Counted as Fairy-Stockfish counts it (dropOppositeColoredBishop): each
 * colour that no man of the type stands on and that has a free square of the type's drop zone
 * takes one man in hand.
 */
final class DifferentColours {
    private DifferentColours() {
    }

    static void filter(Position pos, MoveList out) {
        int type = pos.book.rules.placing().hands().differentColours();
        out.retain(m -> !Move.isDrop(m) || allowed(pos, type, m));
    }

    private static boolean allowed(Position pos, int type, long drop) {
        Rulebook book = pos.book;
        int us = pos.side();
        int to = Move.to(drop);
        boolean[] standing = new boolean[2]; // [colour] a man of the type stands on that colour
        int code = Man.of(us, type);
        for (int sq = 0; sq < book.squares; sq++) {
            if ((pos.board(sq) & Man.PIECE) == code && pos.board(sq) != Man.WALL) {
                standing[colour(book, sq)] = true;
            }
        }
        if (Move.type(drop) == type) {
            return !standing[colour(book, to)];
        }
        int inHand = pos.hand(us, type);
        boolean[][] zone = book.dropZone[type];
        if (inHand == 0 || zone == null) {
            return true;
        }
        boolean[] free = new boolean[2];
        for (int sq = 0; sq < book.squares; sq++) {
            if (zone[us][sq] && pos.board(sq) == 0 && sq != to) {
                free[colour(book, sq)] = true;
            }
        }
        int room = (!standing[0] && free[0] ? 1 : 0) + (!standing[1] && free[1] ? 1 : 0);
        return room >= inHand;
    }

    /** 0 for a1's colour, 1 for the other. */
    private static int colour(Rulebook book, int sq) {
        return (book.fileOf(sq) + book.rankOf(sq)) & 1;
    }
}
