package org.variantc.runtime.notation;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

import org.variantc.runtime.rules.CastlingMove;

/**
 * How a FEN writes the castling rights of castlings from fixed squares (a shuffled start's are
 * {@link ShuffledCastlingField}'s, Makruk's unmoved men {@link UnmovedField}'s): {@code K} and
 * {@code Q} ({@code k}, {@code q}) for the outermost partner on each side of the King where a
 * side has at most one partner on each side of its King, otherwise each partner's file letter
 * ({@code ABJKabjk}). The one rule: the compiler writes the start FEN's field with it, the
 * runtime reads and writes every FEN's.
 */
public final class CastlingField {
    private CastlingField() {
    }

    /** At most one castling partner of {@code side} on each side of its King: rights are written K and Q. */
    public static boolean kingQueenStyle(List<CastlingMove> castlings, int side, int files) {
        return partnersOn(castlings, side, true, files).size() <= 1 && partnersOn(castlings, side, false, files).size() <= 1;
    }

    /**
     * One side's rights, held by the partners on the squares {@code held}: {@code KQ} style or
     * their files in file order, White's in upper case; empty when none is held.
     */
    public static String write(List<CastlingMove> castlings, int side, int files, Collection<Integer> held) {
        StringBuilder sb = new StringBuilder();
        if (kingQueenStyle(castlings, side, files)) {
            for (boolean kingSide : new boolean[] {true, false}) {
                if (held.contains(outermostPartner(castlings, side, kingSide, files))) {
                    char c = kingSide ? 'K' : 'Q';
                    sb.append(side == 0 ? c : Character.toLowerCase(c));
                }
            }
        } else {
            char base = side == 0 ? 'A' : 'a';
            held.stream().map(sq -> sq % files).sorted().forEach(f -> sb.append((char) (base + f)));
        }
        return sb.toString();
    }

    /** The outermost partner square of {@code side} on one side of its King, or -1 for none. */
    static int outermostPartner(List<CastlingMove> castlings, int side, boolean kingSide, int files) {
        List<Integer> partners = partnersOn(castlings, side, kingSide, files);
        return partners.isEmpty() ? -1 : partners.get(partners.size() - 1);
    }

    /** The distinct partner squares of {@code side} on one side of the King, nearest first. */
    private static List<Integer> partnersOn(List<CastlingMove> castlings, int side, boolean kingSide, int files) {
        List<CastlingMove> moves = new ArrayList<>();
        for (CastlingMove cm : castlings) {
            if (cm.side() == side && cm.rookFrom() % files > cm.kingFrom() % files == kingSide) {
                moves.add(cm);
            }
        }
        moves.sort(Comparator.comparingInt(cm -> Math.abs(cm.rookFrom() % files - cm.kingFrom() % files)));
        List<Integer> partners = new ArrayList<>();
        for (CastlingMove cm : moves) {
            if (!partners.contains(cm.rookFrom())) {
                partners.add(cm.rookFrom());
            }
        }
        return partners;
    }
}
