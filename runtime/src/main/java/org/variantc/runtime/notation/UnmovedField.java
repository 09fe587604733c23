package org.variantc.runtime.notation;

import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Position;

/**
 * The FEN's castling field as Fairy-Stockfish writes its gating rights for Cambodian chess
 * ({@code DEde}): the files of each side's unmoved men with initial moves on its own first rank,
 * White's in upper case first, then Black's, each in file order; {@code -} for none. A man with
 * initial moves that the field does not name has moved.
 */
final class UnmovedField {
    private UnmovedField() {
    }

    /** Marks the named men unmoved and every other man with initial moves moved. */
    static void read(Rulebook book, String field, int[] values, String fen) {
        for (int sq = 0; sq < values.length; sq++) {
            if (values[sq] != 0 && values[sq] != Man.WALL) {
                values[sq] &= ~Man.VIRGIN;
            }
        }
        if (field.equals("-")) {
            return;
        }
        for (char c : field.toCharArray()) {
            int side = Character.isUpperCase(c) ? 0 : 1;
            int file = Character.toLowerCase(c) - 'a';
            if (file < 0 || file >= book.files) {
                throw error(fen, "'" + c + "' is no file of this board; the field names the files of unmoved men"
                        + " with first moves (Cambodian: DEde)");
            }
            int sq = book.rules.square(file, side == 0 ? 0 : book.ranks - 1);
            int v = values[sq];
            if (v == 0 || v == Man.WALL || (v & 1) != side || !book.hasInitial[Man.type(v)]
                    || v >>> Man.PROMOTED_SHIFT != 0) {
                throw error(fen, "'" + c + "' needs an unmoved " + (side == 0 ? "White" : "Black")
                        + " man with first moves on " + book.rules.squareName(sq));
            }
            if ((v & Man.VIRGIN) != 0) {
                throw error(fen, "'" + c + "' is named twice");
            }
            values[sq] = v | Man.VIRGIN;
        }
    }

    static String write(Position pos) {
        Rulebook book = pos.book;
        StringBuilder sb = new StringBuilder();
        for (int side = 0; side < 2; side++) {
            int rank = side == 0 ? 0 : book.ranks - 1;
            for (int file = 0; file < book.files; file++) {
                int v = pos.board(book.rules.square(file, rank));
                if (v != 0 && v != Man.WALL && (v & 1) == side && (v & Man.VIRGIN) != 0
                        && book.hasInitial[Man.type(v)]) {
                    sb.append((char) ((side == 0 ? 'A' : 'a') + file));
                }
            }
        }
        return sb.length() == 0 ? "-" : sb.toString();
    }

    private static FenException error(String fen, String what) {
        return new FenException("bad FEN (castling rights): " + what + " in \"" + fen + "\"");
    }
}
