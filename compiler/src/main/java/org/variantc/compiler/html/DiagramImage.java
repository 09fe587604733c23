package org.variantc.compiler.html;

import java.util.regex.Pattern;
import org.variantc.compiler.model.PieceType;

/**
 * The image a piece gets in the Interactive Diagram, from the Alfaerie set the Chess Variant
 * Pages serve at {@code /graphics.dir/alfaerie/}: the Diagram loads graphicsDir + whitePrefix
 * (or blackPrefix) + image + "." + graphicsType, so "knight" is {@code wknight.gif}. The name is
 * the nearest figure by the piece's moves, never a name from the definition, so it is always
 * one the set has and never carries markup.
 */
final class DiagramImage {
    private static final Pattern UPPER = Pattern.compile("[^A-Z]");

    private DiagramImage() {
    }

    static String of(PieceType piece, String xbetza) {
        if (piece.royal()) {
            return "king";
        }
        if (piece.pawn()) {
            return "pawn";
        }
        String atoms = UPPER.matcher(xbetza).replaceAll("");
        boolean queen = atoms.contains("Q") || atoms.contains("R") && atoms.contains("B");
        boolean rook = atoms.contains("R");
        boolean bishop = atoms.contains("B");
        boolean knight = atoms.contains("N");
        String name;
        if (queen) {
            name = knight ? "amazon" : "queen";
        } else if (rook) {
            name = knight ? "chancellor" : "rook";
        } else if (bishop) {
            name = knight ? "cardinal" : "bishop";
        } else if (xbetza.contains("NN")) {
            name = "nightrider";
        } else if (knight) {
            name = "knight";
        } else {
            name = "man";
        }
        return name;
    }
}
