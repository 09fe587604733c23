package org.variantc.web;

import org.variantc.runtime.notation.MoveDiagram;
import org.variantc.runtime.rules.VariantRules;

/**
 * The legend's move diagram for the page's script: {@link MoveDiagram}'s targets as
 * {@code [[square, modes, kind], ...]}, kind the {@link MoveDiagram.Kind#code} (0 a leap, 1 a
 * slide, 2 a hop over a screen, 3 a grasshopper landing, 4 a multi-leg path).
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
        StringBuilder sb = new StringBuilder("[");
        for (MoveDiagram.Target t : MoveDiagram.of(rules, type, square).targets()) {
            if (sb.length() > 1) {
                sb.append(',');
            }
            sb.append('[').append(t.square()).append(',').append(t.modes()).append(',').append(t.kind().code()).append(']');
        }
        return sb.append(']').toString();
    }
}
