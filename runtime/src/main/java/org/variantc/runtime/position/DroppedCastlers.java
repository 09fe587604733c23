package org.variantc.runtime.position;

import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.HandRules;

/**
 * Placement's castling (Fairy-Stockfish's castlingDroppedPiece): a King dropped on a castling
 * King's square while a Rook stands on that castling's partner square, or a Rook dropped there
 * while the King stands on his square, makes the pair unmoved, so they may castle.
 */
final class DroppedCastlers {
    private DroppedCastlers() {
    }

    /** After {@code side} dropped a man of {@code type} on {@code sq}. */
    static void afterDrop(Position pos, int side, int type, int sq) {
        HandRules hands = pos.book.rules.placing().hands();
        for (CastlingMove c : pos.book.castlings) {
            if (c.side() != side) {
                continue;
            }
            boolean king = type == hands.castlingKing() && c.kingFrom() == sq
                    && holds(pos, c.rookFrom(), side, hands.castlingRook());
            boolean rook = type == hands.castlingRook() && c.rookFrom() == sq
                    && holds(pos, c.kingFrom(), side, hands.castlingKing());
            if (king || rook) {
                pos.markUnmoved(c.kingFrom());
                pos.markUnmoved(c.rookFrom());
            }
        }
    }

    private static boolean holds(Position pos, int sq, int side, int type) {
        int v = pos.board(sq);
        return v != 0 && v != Man.WALL && (v & 1) == side && Man.type(v) == type;
    }
}
