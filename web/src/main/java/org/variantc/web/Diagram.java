package org.variantc.web;

import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.VariantRules;

/**
 * A White piece's moves from one square of an empty board, for the legend, straight from the
 * tables the game is played with: {@code [[square, modes, kind], ...]}, modes the
 * {@link Modes#MOVE}/{@link Modes#CAPTURE} bits, kind 0 a leap, 1 a slide, 2 a hop over a
 * screen, 3 a grasshopper landing, 4 a multi-leg path. Hops need a man to hop over, so their
 * squares are told apart rather than left out.
 */
final class Diagram {
    private Diagram() {
    }

    static String of(VariantRules rules, String argument) {
        String[] parts = argument.split(",");
        int type;
        int square;
        try {
            type = Integer.parseInt(parts[0].trim());
            square = Integer.parseInt(parts[1].trim());
        } catch (RuntimeException e) {
            return Json.error("diagram wants TYPE,SQUARE");
        }
        if (type < 0 || type >= rules.pieces().size() || square < 0 || square >= rules.squares()) {
            return Json.error("no such piece or square");
        }
        SquareMoves moves = rules.pieces().get(type).moves()[0][square];
        StringBuilder sb = new StringBuilder("[");
        for (Leap leap : moves.leaps()) {
            entry(sb, leap.target(), leap.modes(), 0);
        }
        for (Ray ray : moves.rays()) {
            int kind = ray.kind() == RayKind.SLIDE ? 1 : ray.kind() == RayKind.HOP ? 2 : 3;
            for (int i = 0; i < ray.squares().length; i++) {
                int modes = ray.squareModes()[i];
                if ((modes & Ray.PASS) == 0 && (modes & Modes.MOVE_OR_CAPTURE) != 0) {
                    entry(sb, ray.squares()[i], modes & Modes.MOVE_OR_CAPTURE, kind);
                }
            }
        }
        for (Path path : moves.paths()) {
            entry(sb, path.destination(), path.modes() & Modes.MOVE_OR_CAPTURE, 4);
        }
        return sb.append(']').toString();
    }

    private static void entry(StringBuilder sb, int square, int modes, int kind) {
        if (sb.length() > 1) {
            sb.append(',');
        }
        sb.append('[').append(square).append(',').append(modes).append(',').append(kind).append(']');
    }
}
