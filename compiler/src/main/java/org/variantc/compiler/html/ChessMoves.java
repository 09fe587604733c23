package org.variantc.compiler.html;

import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.variantc.compiler.betza.Betza;
import org.variantc.compiler.betza.BetzaResult;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.MoveClause;
import org.variantc.compiler.model.MoveSet;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Zone;

/**
 * Whether a man named as one of FIDE's (King, Queen, Rook, Bishop, Knight, Pawn) moves as that
 * man does in chess, all his move lines compared on an empty board of the game's size: Chess and
 * a Half's Knight with its double first leap, or a Pawn that advances four squares, does not.
 * The page draws such a man with the chess figure and a red mark.
 */
final class ChessMoves {
    /**
     * Each FIDE man's moves; the Pawn's double step may be written for the unmoved ({@code i}) or
     * {@code from} the rank he starts on ({@code @}: the zone of the man's own line, Grand chess's
     * rank 3).
     */
    private static final Map<String, List<List<String>>> FIDE = Map.of(
            "king", List.of(List.of("K")), "queen", List.of(List.of("Q")), "rook", List.of(List.of("R")),
            "bishop", List.of(List.of("B")), "knight", List.of(List.of("N")),
            "pawn", List.of(List.of("fmWfceF", "ifmnD"), List.of("fmWfceF", "fmnD@")));

    private ChessMoves() {
    }

    /** True when {@code piece} is named as a FIDE man and moves exactly as he does on {@code board}. */
    static boolean asInChess(Board board, PieceType piece) {
        List<List<String>> spellings = FIDE.get(piece.name().toLowerCase(Locale.ROOT));
        if (spellings == null) {
            return false;
        }
        MoveSet own = MoveSet.of(board, piece.moves());
        List<Zone> zones = piece.moves().stream().map(MoveClause::from).filter(z -> z != null).distinct().toList();
        for (List<String> lines : spellings) {
            for (Zone zone : lines.stream().anyMatch(l -> l.endsWith("@")) ? zones : Collections.singletonList((Zone) null)) {
                if (own.equals(MoveSet.of(board, clauses(lines, zone)))) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Move lines, one ending in {@code @} used from {@code zone} only. */
    private static List<MoveClause> clauses(List<String> lines, Zone zone) {
        return lines.stream().map(line -> {
            boolean fromZone = line.endsWith("@");
            BetzaResult.Parsed parsed = (BetzaResult.Parsed) Betza.parse(fromZone ? line.substring(0, line.length() - 1) : line);
            return new MoveClause(parsed.move(), fromZone ? zone : null);
        }).toList();
    }
}
