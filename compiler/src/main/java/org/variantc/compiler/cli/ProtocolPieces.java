package org.variantc.compiler.cli;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.model.MoveClause;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.protocol.XBetza;

/** Each piece's moves as XBetza for XBoard's {@code piece} command, where XBetza can say them. */
final class ProtocolPieces {
    private ProtocolPieces() {
    }

    static List<XBetza> of(Variant variant) {
        List<XBetza> out = new ArrayList<>();
        for (PieceType piece : variant.pieces()) {
            out.add(of(piece));
        }
        return out;
    }

    static XBetza of(PieceType piece) {
        StringBuilder text = new StringBuilder();
        List<String> seen = new ArrayList<>();
        for (MoveClause clause : piece.moves()) {
            if (clause.from() != null) {
                return XBetza.cannot("a move allowed only from some squares");
            }
            String move = clause.move().text();
            if (clause.move().hasHalflings()) {
                return XBetza.cannot("Betza's halflings");
            }
            if (!seen.contains(move)) {
                seen.add(move);
                text.append(move);
            }
        }
        if (text.length() == 0) {
            text.append(piece.betza());
        }
        return XBetza.of(text.toString());
    }
}
