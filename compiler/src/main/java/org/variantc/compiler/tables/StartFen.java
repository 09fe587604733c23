package org.variantc.compiler.tables;

import java.util.List;
import org.variantc.compiler.model.SetupMan;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.compiler.betza.Line;
import org.variantc.compiler.model.PieceType;
import org.variantc.runtime.notation.CastlingField;
import org.variantc.runtime.notation.StartArrays;

/**
 * The start position as a FEN: the setup's board, the holdings when the variant has drops,
 * White to move, every castling right, no en-passant square.
 */
final class StartFen {
    private StartFen() {
    }

    static String of(Variant variant, List<CastlingMove> castlings) {
        StringBuilder fen = new StringBuilder(variant.setup().board());
        if (variant.placing().keepsHand()) {
            fen.append('[').append(variant.setup().holdings()).append(']');
        }
        String field = variant.start().shuffle() != null && !castlings.isEmpty()
                ? StartArrays.castlingField(variant.start().shuffle(), variant.start().shuffle().men())
                : variant.royals().makruk().unmovedInCastlingField() ? unmovedField(variant)
                : castlingField(castlings, variant.placing().hands().droppedMenCastle() ? standing(castlings, variant) : castlings,
                        variant.board().files());
        if (variant.placing().gating() != null) {
            field = GateField.withGates(field, variant);
        }
        fen.append(" w ").append(field).append(" - 0 1");
        return fen.toString();
    }

    /** The castlings whose King and partner stand in the setup: dropped castlers gain theirs on dropping. */
    private static List<CastlingMove> standing(List<CastlingMove> castlings, Variant variant) {
        SetupMan[] men = variant.setup().men();
        java.util.BitSet holes = variant.setup().holes();
        // A hole counts as standing, as the setup's text was once read: no castling starts on one.
        return castlings.stream().filter(c -> (men[c.kingFrom()] != null || holes.get(c.kingFrom()))
                && (men[c.rookFrom()] != null || holes.get(c.rookFrom()))).toList();
    }

    /**
     * Cambodian's {@code DEde}: the files of the men with first moves on White's first rank (upper
     * case), then on Black's last rank, in file order; {@code -} for none.
     */
    static String unmovedField(Variant variant) {
        String white = firstMoveFiles(variant, 0, 0);
        String black = firstMoveFiles(variant, variant.board().ranks() - 1, 1);
        String field = white.toUpperCase() + black;
        return field.isEmpty() ? "-" : field;
    }

    /** The files, in lower case, of the side's men with first moves on one rank of the setup. */
    private static String firstMoveFiles(Variant variant, int rank, int side) {
        StringBuilder out = new StringBuilder();
        for (int file = 0; file < variant.board().files(); file++) {
            SetupMan man = variant.setup().men()[variant.board().square(file, rank)];
            if (man != null && man.side() == side && hasFirstMoves(variant.pieces().get(man.piece()))) {
                out.append((char) ('a' + file));
            }
        }
        return out.toString();
    }

    private static boolean hasFirstMoves(PieceType piece) {
        return piece.moves().stream()
                .anyMatch(c -> c.move().components().stream().anyMatch(
                        k -> k instanceof Line line && line.modes().initial()));
    }

    /**
     * Every right the castlings {@code held} give, written as the runtime writes a FEN's rights
     * ({@link org.variantc.runtime.notation.CastlingField}, which decides K and Q or the partners' files
     * from all the castlings).
     */
    static String castlingField(List<CastlingMove> castlings, List<CastlingMove> held, int files) {
        StringBuilder field = new StringBuilder();
        for (int side = 0; side < 2; side++) {
            int s = side;
            List<Integer> partners = held.stream().filter(c -> c.side() == s).map(CastlingMove::rookFrom)
                    .distinct().toList();
            field.append(CastlingField.write(castlings, side, files, partners));
        }
        return field.length() == 0 ? "-" : field.toString();
    }
}
