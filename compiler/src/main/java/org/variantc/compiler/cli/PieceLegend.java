package org.variantc.compiler.cli;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.MoveClause;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.model.Zone;

/**
 * Each piece's whole move, for the terminal's {@code pieces} command: every Betza string of the
 * piece (the runtime keeps only the first), with the ranks a restricted one starts from.
 */
final class PieceLegend {
    private PieceLegend() {
    }

    /** Piece id → its moves, e.g. P → "fmWfceF, ifmnD". */
    static Map<String, String> of(Variant variant) {
        Map<String, String> out = new LinkedHashMap<>();
        for (PieceType piece : variant.pieces()) {
            List<String> parts = new ArrayList<>();
            for (MoveClause clause : piece.moves()) {
                String text = clause.move().text() + (clause.from() == null ? "" : " " + from(variant.board(), clause.from()));
                if (!parts.contains(text)) {
                    parts.add(text);
                }
            }
            out.put(piece.id(), parts.isEmpty() ? piece.betza() : String.join(", ", parts));
        }
        return out;
    }

    /** "from rank 2", "from ranks 7-12", or "from some squares" for a zone that is not whole ranks. */
    private static String from(Board board, Zone zone) {
        BitSet squares = zone.squares();
        int low = -1;
        int high = -1;
        for (int rank = 0; rank < board.ranks(); rank++) {
            BitSet row = squares.get(rank * board.files(), (rank + 1) * board.files());
            if (row.isEmpty()) {
                continue;
            }
            boolean whole = row.cardinality() == board.files();
            if (!whole || (high >= 0 && high != rank - 1)) {
                return "(from some squares)";
            }
            low = low < 0 ? rank : low;
            high = rank;
        }
        if (low < 0) {
            return "(from nowhere)";
        }
        return low == high ? "(from rank " + (low + 1) + ")" : "(from ranks " + (low + 1) + "-" + (high + 1) + ")";
    }
}
