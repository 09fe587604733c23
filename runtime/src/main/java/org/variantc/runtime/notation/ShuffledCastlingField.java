package org.variantc.runtime.notation;

import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Mailbox;
import java.util.ArrayList;
import java.util.List;

import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.CastlingMove;

/**
 * The FEN castling field of a shuffled start (Chess960), where a right names its Rook: read as
 * Shredder-FEN (the partner's file letter, {@code HAha}) or X-FEN ({@code K} and {@code Q} for the
 * outermost partner on the King's g-side or b-side), written as Fairy-Stockfish writes it: file
 * letters, per side the g-side partner first ({@code HFhf}). Every castling of such a variant
 * goes from wherever the King stands to the usual squares, so a right names only its partner;
 * the King is the side's royal man on its first rank.
 */
final class ShuffledCastlingField {
    private ShuffledCastlingField() {
    }

    /**
     * The partners' squares the field names.
     *
     * @throws FenException when a right names no unmoved partner beside the King
     */
    static int[] read(Rulebook book, String field, int[] values, String fen) {
        if (field.equals("-")) {
            return new int[0];
        }
        List<Integer> partners = new ArrayList<>();
        for (char c : field.toCharArray()) {
            int side = Character.isUpperCase(c) ? 0 : 1;
            int rank = side == 0 ? 0 : book.ranks - 1;
            int king = king(book, values, side, rank);
            if (king < 0) {
                throw error(fen, "'" + c + "' needs a " + sideName(side) + " King on rank " + (rank + 1));
            }
            char lower = Character.toLowerCase(c);
            int partner = lower == 'k' || lower == 'q'
                    ? outermost(book, values, side, king, lower == 'k')
                    : lower - 'a' < book.files ? rank * book.files + lower - 'a' : -1;
            if (partner < 0 || !castles(book, side, king, partner) || !isPartner(book, values, partner, side)) {
                throw error(fen, "'" + c + "' names no unmoved " + sideName(side) + " "
                        + book.rules.pieces().get(book.rules.start().shuffle().outer()).name()
                        + " the King on " + book.rules.squareName(king) + " castles with");
            }
            partners.add(partner);
        }
        return partners.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The rights still open, as Fairy-Stockfish writes them; "-" when none. */
    static String write(Position pos) {
        Rulebook book = pos.book;
        StringBuilder field = new StringBuilder();
        for (int side = 0; side < 2; side++) {
            for (boolean gSide : new boolean[] {true, false}) {
                java.util.TreeSet<Integer> files = new java.util.TreeSet<>();
                for (CastlingMove c : book.castlings) {
                    boolean onGSide = book.fileOf(c.rookFrom()) > book.fileOf(c.kingFrom());
                    if (c.side() == side && onGSide == gSide && book.castlersReady(Mailbox.squares(pos), c)) {
                        files.add(book.fileOf(c.rookFrom()));
                    }
                }
                // The outermost first: one partner a side in any game, as Fairy-Stockfish writes it.
                for (int f : gSide ? files.descendingSet() : files) {
                    field.append((char) ((side == 0 ? 'A' : 'a') + f));
                }
            }
        }
        return field.length() == 0 ? "-" : field.toString();
    }

    private static int king(Rulebook book, int[] values, int side, int rank) {
        for (int f = 0; f < book.files; f++) {
            int v = values[rank * book.files + f];
            if (v != 0 && (v & 1) == side && book.royal[Man.type(v)]) {
                return rank * book.files + f;
            }
        }
        return -1;
    }

    /** X-FEN: the partner farthest from the King on its g-side or b-side. */
    private static int outermost(Rulebook book, int[] values, int side, int king, boolean gSide) {
        int rank = book.rankOf(king);
        int found = -1;
        for (int f = book.fileOf(king) + (gSide ? 1 : -1); f >= 0 && f < book.files; f += gSide ? 1 : -1) {
            int sq = rank * book.files + f;
            if (isPartner(book, values, sq, side)) {
                found = sq;
            }
        }
        return found;
    }

    private static boolean isPartner(Rulebook book, int[] values, int sq, int side) {
        int v = values[sq];
        return v != 0 && (v & 1) == side && v >>> Man.PROMOTED_SHIFT == 0
                && Man.type(v) == book.rules.start().shuffle().outer();
    }

    private static boolean castles(Rulebook book, int side, int king, int partner) {
        for (CastlingMove c : book.castlings) {
            if (c.side() == side && c.kingFrom() == king && c.rookFrom() == partner) {
                return true;
            }
        }
        return false;
    }

    private static String sideName(int side) {
        return side == 0 ? "White" : "Black";
    }

    private static FenException error(String fen, String what) {
        return new FenException("bad FEN (castling rights): " + what + " in \"" + fen + "\"");
    }
}
