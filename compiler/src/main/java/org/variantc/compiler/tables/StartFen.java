package org.variantc.compiler.tables;

import java.util.List;
import java.util.TreeSet;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.CastlingMove;

/**
 * The start position as a FEN: the setup's board, the holdings when the variant has drops,
 * White to move, every castling right, no en-passant square.
 */
final class StartFen {
    private StartFen() {
    }

    static String of(Variant variant, List<CastlingMove> castlings) {
        StringBuilder fen = new StringBuilder(variant.setup().board());
        if (variant.drops().enabled() || variant.gating() != null) {
            fen.append('[').append(variant.setup().holdings()).append(']');
        }
        String field = variant.shuffle() != null && !castlings.isEmpty()
                ? org.variantc.runtime.StartArrays.castlingField(variant.shuffle(), variant.shuffle().men())
                : castlingField(castlings, variant.board().files());
        if (variant.gating() != null) {
            field = GateField.withGates(field, variant);
        }
        fen.append(" w ").append(field).append(" - 0 1");
        return fen.toString();
    }

    /**
     * KQkq where each side has at most one castling partner on each side of its King (and the
     * King is the same), otherwise the partners' file letters, White's in upper case.
     */
    static String castlingField(List<CastlingMove> castlings, int files) {
        if (castlings.isEmpty()) {
            return "-";
        }
        StringBuilder field = new StringBuilder();
        for (int side = 0; side < 2; side++) {
            int s = side;
            List<CastlingMove> own = castlings.stream().filter(c -> c.side() == s).toList();
            TreeSet<Integer> kingside = new TreeSet<>();
            TreeSet<Integer> queenside = new TreeSet<>();
            TreeSet<Integer> kings = new TreeSet<>();
            for (CastlingMove c : own) {
                kings.add(c.kingFrom());
                (c.rookFrom() % files > c.kingFrom() % files ? kingside : queenside).add(c.rookFrom() % files);
            }
            String letters;
            if (kings.size() == 1 && kingside.size() <= 1 && queenside.size() <= 1) {
                letters = (kingside.isEmpty() ? "" : "K") + (queenside.isEmpty() ? "" : "Q");
            } else {
                StringBuilder b = new StringBuilder();
                TreeSet<Integer> all = new TreeSet<>(kingside);
                all.addAll(queenside);
                all.forEach(f -> b.append((char) ('A' + f)));
                letters = b.toString();
            }
            field.append(side == 0 ? letters : letters.toLowerCase());
        }
        return field.toString();
    }
}
