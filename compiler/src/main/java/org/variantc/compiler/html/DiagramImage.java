package org.variantc.compiler.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.variantc.compiler.model.PieceType;

/**
 * The image a piece gets in the Interactive Diagram, from the Alfaerie set the Chess Variant
 * Pages serve at {@code /graphics.dir/alfaerie/}: the Diagram loads graphicsDir + whitePrefix
 * (or blackPrefix) + image + "." + graphicsType, so "knight" is {@code wknight.gif}. The name is
 * the nearest figure by the piece's moves, never a name from the definition, so it never carries
 * markup; each type of a block gets its own figure (the next spare one when the nearest is taken),
 * so two types never look alike.
 */
final class DiagramImage {
    private static final Pattern UPPER = Pattern.compile("[^A-Z]");
    /** Figures of the set for men no nearer name fits, so that no two types of a block share one. */
    private static final List<String> SPARE = List.of("man", "ferz", "wazir", "alfil", "dabbaba", "camel", "zebra",
            "giraffe", "elephant", "champion", "wizard", "unicorn", "lion", "squirrel", "archbishop", "marshall",
            "cannon", "grasshopper", "knight", "bishop", "rook", "queen", "amazon", "chancellor", "cardinal",
            "nightrider");

    private DiagramImage() {
    }

    /** The nearest figure by the moves that no earlier type of the block has taken (taken grows by it). */
    static String of(PieceType piece, String xbetza, Set<String> taken) {
        List<String> names = new ArrayList<>(List.of(nearest(piece, xbetza)));
        names.addAll(SPARE);
        for (String name : names) {
            if (taken.add(name)) {
                return name;
            }
        }
        return names.get(0);    // more types than figures: the nearest, shared
    }

    private static String nearest(PieceType piece, String xbetza) {
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
        if (queen) {
            return knight ? "amazon" : "queen";
        } else if (rook) {
            return knight ? "chancellor" : "rook";
        } else if (bishop) {
            return knight ? "cardinal" : "bishop";
        } else if (xbetza.contains("NN")) {
            return "nightrider";
        } else if (knight) {
            return "knight";
        }
        return switch (atoms) {
            case "F" -> "ferz";
            case "W" -> "wazir";
            case "A" -> "alfil";
            case "D" -> "dabbaba";
            case "C" -> "camel";
            case "Z" -> "zebra";
            default -> "man";
        };
    }
}
