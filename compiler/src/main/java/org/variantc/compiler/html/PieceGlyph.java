package org.variantc.compiler.html;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * A piece drawn as inline SVG (viewBox 0 0 100 100), one for each side. The six FIDE men have
 * their usual shapes, chosen by name; when such a man moves otherwise than in FIDE chess (a
 * halfling Rook), a small mark in the corner says so. A {@link Compound} of chess figures is
 * drawn as those figures, smaller, one over the other (a Chancellor: Rook over Knight), with
 * its leftover short leaps (Ferz, Alfil, …) as a small pattern of dots around a square in a
 * corner. Every other piece is a disc with its id, so a fairy piece is never mistaken for a
 * standard one.
 */
final class PieceGlyph {
    private static final String BASE = "<rect x='24' y='78' width='52' height='10' rx='3'/>";
    private static final Map<String, String> SHAPES = Map.of(
            "pawn", "<circle cx='50' cy='30' r='12'/><path d='M34 78 Q38 52 50 44 Q62 52 66 78 Z'/>" + BASE,
            "rook", "<path d='M27 20 h9 v8 h9 v-8 h10 v8 h9 v-8 h9 v20 h-46 Z'/><rect x='32' y='40' width='36' height='38'/>" + BASE,
            "bishop", "<circle cx='50' cy='16' r='6'/><path d='M34 78 Q28 52 50 22 Q72 52 66 78 Z'/>"
                    + "<path d='M44 48 L58 36' fill='none' class='detail'/>" + BASE,
            "knight", "<path d='M30 86 L72 86 L70 60 Q74 34 56 20 L50 11 L45 22 Q30 28 22 50 L28 58 L44 50 Q40 66 30 86 Z'/>"
                    + "<circle cx='47' cy='33' r='3' class='detail-fill'/>",
            "queen", "<path d='M30 78 L22 30 L38 54 L42 22 L50 52 L58 22 L62 54 L78 30 L70 78 Z'/>"
                    + "<circle cx='22' cy='28' r='5'/><circle cx='42' cy='20' r='5'/><circle cx='58' cy='20' r='5'/><circle cx='78' cy='28' r='5'/>" + BASE,
            "king", "<rect x='46' y='8' width='8' height='28'/><rect x='38' y='15' width='24' height='8'/>"
                    + "<path d='M30 78 Q20 50 38 44 Q50 40 62 44 Q80 50 70 78 Z'/>" + BASE);

    private PieceGlyph() {
    }

    /**
     * The SVG of {@code side}'s man (0 White, 1 Black); a compound of chess figures, when it is one,
     * drawn as its figures. {@code asInChess}: a man drawn as a FIDE figure moves as that man does
     * (see {@link ChessMoves}); otherwise he gets the red mark.
     */
    static String svg(String name, String id, boolean asInChess, Optional<Compound> compound, int side) {
        String key = name.toLowerCase(Locale.ROOT);
        String fill = side == 0 ? "#fafafa" : "#262626";
        String line = side == 0 ? "#1a1a1a" : "#0a0a0a";
        String detail = side == 0 ? "#1a1a1a" : "#f0f0f0";
        StringBuilder svg = new StringBuilder("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100' class='glyph'>");
        svg.append("<style>.detail{stroke:").append(detail).append("}.detail-fill{fill:").append(detail).append("}</style>");
        String shape = SHAPES.get(key);
        if (shape != null) {
            svg.append("<g fill='").append(fill).append("' stroke='").append(line)
                    .append("' stroke-width='4' stroke-linejoin='round'>").append(shape).append("</g>");
            if (!asInChess) {
                svg.append("<path d='M84 4 L96 16 L84 28 L72 16 Z' fill='#d33' stroke='").append(line).append("' stroke-width='2'/>");
            }
        } else if (compound.isPresent()) {
            compound(svg, compound.get(), fill, line, detail, side);
        } else {
            svg.append("<circle cx='50' cy='50' r='40' fill='").append(fill).append("' stroke='").append(line)
                    .append("' stroke-width='5'/>").append("<circle cx='50' cy='50' r='31' fill='none' stroke='")
                    .append(detail).append("' stroke-width='2'/>");
            int size = id.length() == 1 ? 46 : 34;
            svg.append("<text x='50' y='50' dy='0.35em' text-anchor='middle' font-family='sans-serif' font-weight='bold' font-size='")
                    .append(size).append("' fill='").append(detail).append("'>").append(Markup.text(id)).append("</text>");
        }
        return svg.append("</svg>").toString();
    }

    /** Figures from top left to bottom right, each a little in front of the one before. */
    private static void compound(StringBuilder svg, Compound c, String fill, String line, String detail, int side) {
        List<String> figures = c.figures();
        int n = figures.size();
        double scale = n == 1 ? 0.84 : n == 2 ? 0.62 : 0.5;
        double step = n == 1 ? 0 : (100 - 100 * scale) / (n - 1);
        for (int i = 0; i < n; i++) {
            double x = n == 1 ? 0 : i * step;
            double y = n == 1 ? 100 - 100 * scale : i * step;
            svg.append("<g transform='translate(").append(x).append(' ').append(y).append(") scale(").append(scale)
                    .append(")' fill='").append(fill).append("' stroke='").append(line)
                    .append("' stroke-width='5' stroke-linejoin='round'>").append(SHAPES.get(figures.get(i))).append("</g>");
        }
        if (!c.extra().isEmpty()) {
            pattern(svg, c.extra(), fill, line, detail, side);
        }
        if (c.limited()) {
            svg.append("<path d='M16 72 L28 84 L16 96 L4 84 Z' fill='#d33' stroke='").append(line).append("' stroke-width='2'/>");
        }
    }

    /** The leftover leaps: dots on a 5 × 5 grid around the piece's own square, as the side sees them. */
    private static void pattern(StringBuilder svg, List<int[]> leaps, String fill, String line, String detail, int side) {
        int x0 = 60;
        int cell = 8;
        svg.append("<rect x='").append(x0).append("' y='0' width='40' height='40' rx='5' fill='").append(fill)
                .append("' stroke='").append(line).append("' stroke-width='2'/>");
        svg.append("<rect x='").append(x0 + 2 * cell + 1).append("' y='").append(2 * cell + 1)
                .append("' width='6' height='6' fill='none' stroke-width='1.5' stroke='").append(detail).append("'/>");
        for (int[] leap : leaps) {
            int dx = side == 0 ? leap[0] : -leap[0];
            int dy = side == 0 ? leap[1] : -leap[1];
            svg.append("<circle cx='").append(x0 + (2 + dx) * cell + cell / 2).append("' cy='").append((2 - dy) * cell + cell / 2)
                    .append("' r='3' fill='").append(detail).append("'/>");
        }
    }
}
