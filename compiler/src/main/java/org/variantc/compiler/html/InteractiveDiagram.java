package org.variantc.compiler.html;

import org.variantc.runtime.notation.Preparation;
import org.variantc.compiler.words.ZoneText;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Castling;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.model.Zone;
import org.variantc.compiler.tables.Lowering;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.notation.Holes;
import org.variantc.runtime.position.StartBoard;

/**
 * An HTML fragment for H.G. Muller's Interactive Diagram: a comment listing every rule of the
 * definition the diagram will not apply, then the {@code <div class="idiagram">} block. The
 * script reads the piece types in order, takes the first {@code maxPromote} of them as the
 * promoting ones and {@code royal=} as the index (from 1) of the royal one, so the promoting
 * types come first and the King last. What XBetza cannot say is shown as near as it can be and
 * the difference listed; only what would draw a wrong start board is refused. Every text from
 * the definition is HTML-escaped, so a piece name cannot add markup to the page it is pasted in.
 */
public final class InteractiveDiagram {
    private InteractiveDiagram() {
    }

    /** The fragment, or the reasons there is none. */
    public sealed interface Export permits Block, Unsupported {
    }

    /**
     * @param text       the comment and the diagram's div, ready to paste into a page
     * @param unenforced the rules the diagram will not apply, as listed in the comment
     */
    public record Block(String text, List<String> unenforced) implements Export {
    }

    public record Unsupported(List<String> reasons) implements Export {
    }

    /** The export of a checked variant, from the start its lowered rules prepare. */
    public static Export of(Variant v) {
        return of(v, Preparation.table(Lowering.lower(v)).start());
    }

    /** The export of a checked variant whose rules prepared {@code prepared}, the start the engines play. */
    public static Export of(Variant v, StartBoard prepared) {
        Board board = v.board();
        DiagramStart start = DiagramStart.of(v, prepared);
        List<String> refused = new ArrayList<>();
        if (start == null) {
            refused.add("a start position that is not the same for both sides, mirrored");
        }
        if (java.util.Arrays.stream(prepared.hand()).flatMapToInt(java.util.Arrays::stream).anyMatch(n -> n > 0)) {
            refused.add("men in hand at the start");
        }
        if (Holes.any(prepared.holes())) {
            refused.add("holes, squares that are not part of the board");
        }
        if (!refused.isEmpty()) {
            return new Unsupported(refused);
        }
        List<String> unenforced = new ArrayList<>();
        DiagramPromotion promotion = DiagramPromotion.of(v, start, unenforced);
        List<Integer> order = order(v, promotion);
        List<String> lines = parameters(v, promotion, royal(v, order, unenforced));
        List<String> moveDifferences = new ArrayList<>();
        String castling = castling(v, unenforced);
        for (int t : order) {
            PieceType p = v.pieces().get(t);
            DiagramMoves moves = DiagramMoves.of(p, board, startZone(start, t));
            moveDifferences.addAll(moves.differences());
            String xbetza = moves.xbetza() + (p.royal() ? castling : "");
            lines.add(Markup.text(field(p.name())) + ":" + Markup.text(p.id()) + ":" + Markup.text(xbetza) + ":"
                    + DiagramImage.of(p, xbetza) + ":" + start.squares(board, t));
        }
        unenforced.addAll(0, moveDifferences);
        if (start.army() != null) {
            unenforced.add("Armies: the board shows " + armyName(start) + " for both sides; each side may instead "
                    + "choose any of the " + v.start().armies().legal().size() + " legal armies (variantc armies lists them)");
        }
        unenforced.addAll(DiagramRules.of(v));
        List<String> distinct = List.copyOf(new LinkedHashSet<>(unenforced));
        String text = comment(v, distinct) + "<div class=\"idiagram\">\n" + String.join("\n", lines) + "\n</div>\n";
        return new Block(text, distinct);
    }

    /** The block's parameter lines: board, images, royal, promotion, holdings. */
    private static List<String> parameters(Variant v, DiagramPromotion promotion, int royal) {
        List<String> lines = new ArrayList<>();
        lines.add("files=" + v.board().files());
        lines.add("ranks=" + v.board().ranks());
        lines.add("graphicsDir=/graphics.dir/alfaerie/");
        lines.add("whitePrefix=w");
        lines.add("blackPrefix=b");
        lines.add("graphicsType=gif");
        lines.add("squareSize=50");
        lines.add("symmetry=mirror");
        if (royal > 0) {
            lines.add("royal=" + royal);
        }
        lines.add("maxPromote=" + promotion.types().size());
        if (promotion.zoneRanks() > 0) {
            lines.add("promoZone=" + promotion.zoneRanks());
            lines.add("promoChoice=" + Markup.text(promotion.choices()));
        }
        if (v.placing().drops().enabled()) {
            lines.add("holdingsType=1");
        }
        return lines;
    }

    /** The promoting types first (the script's maxPromote counts from the top), royals last. */
    private static List<Integer> order(Variant v, DiagramPromotion promotion) {
        List<Integer> order = new ArrayList<>(promotion.types());
        for (int t = 0; t < v.pieces().size(); t++) {
            if (!order.contains(t) && !v.pieces().get(t).royal()) {
                order.add(t);
            }
        }
        for (int t = 0; t < v.pieces().size(); t++) {
            if (v.pieces().get(t).royal()) {
                order.add(t);
            }
        }
        return order;
    }

    /** The script's royal= (from 1) for the first royal type; 0 when there is none. */
    private static int royal(Variant v, List<Integer> order, List<String> unenforced) {
        int royal = 0;
        for (int i = 0; i < order.size(); i++) {
            PieceType p = v.pieces().get(order.get(i));
            if (p.royal() && royal == 0) {
                royal = i + 1;
            } else if (p.royal()) {
                unenforced.add(p.name() + " is royal too; the diagram knows one royal type");
            }
        }
        if (royal == 0) {
            unenforced.add("No piece is royal; the diagram may take the last type listed as royal");
        }
        return royal;
    }

    /** White's start squares of a type, as a zone. */
    private static Zone startZone(DiagramStart start, int type) {
        BitSet squares = new BitSet();
        start.white().forEach((sq, t) -> {
            if (t == type) {
                squares.set(sq);
            }
        });
        return new Zone(squares);
    }

    /**
     * The King's castlings as XBetza {@code O}n atoms (each n steps toward a corner piece, which
     * lands beside it); any other castling is listed as not applied. XBoard's {@code piece}
     * command reads the same atoms.
     */
    public static String castling(Variant v, List<String> unenforced) {
        Board board = v.board();
        Set<Integer> left = new LinkedHashSet<>();
        Set<Integer> right = new LinkedHashSet<>();
        for (Castling c : v.moves().castlings()) {
            int files = board.files();
            int steps = c.kingTo() % files - c.kingFrom() % files;
            int direction = Integer.signum(steps);
            boolean sameRank = c.kingFrom() / files == c.kingTo() / files && c.rookFrom() / files == c.kingFrom() / files;
            boolean corner = c.rookFrom() % files == (direction > 0 ? files - 1 : 0);
            if (direction != 0 && sameRank && corner && c.rookTo() == c.kingTo() - direction) {
                (direction < 0 ? left : right).add(Math.abs(steps));
            } else {
                unenforced.add("Castling " + ZoneText.squareName(board, c.kingFrom()) + "-" + ZoneText.squareName(board, c.kingTo())
                        + " with " + ZoneText.squareName(board, c.rookFrom()) + "-" + ZoneText.squareName(board, c.rookTo())
                        + ": XBetza castles only with the corner piece, so the diagram does not show it");
            }
        }
        StringBuilder sb = new StringBuilder();
        Set<Integer> all = new LinkedHashSet<>(left);
        all.addAll(right);
        for (int n : all) {
            String side = left.contains(n) && right.contains(n) ? "s" : left.contains(n) ? "l" : "r";
            sb.append('i').append(side).append('O').append(n);
        }
        return sb.toString();
    }

    private static String armyName(DiagramStart start) {
        String name = start.army().name().isEmpty() ? start.army().code() : start.army().name() + " (" + start.army().code() + ")";
        return "army 1, " + name;
    }

    /** A name as one field of a piece line: no colon, no '=', no line break. */
    private static String field(String name) {
        return name.replaceAll("[:=\\p{Cntrl}\\u2028\\u2029]", " ");
    }

    private static String oneLine(String s) {
        return s.replaceAll("[\\p{Cntrl}\\u2028\\u2029]", " ");
    }

    /** The HTML comment before the div; escaped, and with no "--" that could end it early. */
    private static String comment(Variant v, List<String> unenforced) {
        StringBuilder sb = new StringBuilder("Interactive Diagram of ").append(oneLine(v.metadata().name()))
                .append(", exported by variantc.\nThe diagram shows the men and their moves; it enforces no turn order "
                        + "and none of these rules of the game:\n");
        for (String rule : unenforced) {
            sb.append("- ").append(oneLine(rule)).append('\n');
        }
        String text = sb.toString().replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
        while (text.contains("--")) {
            text = text.replace("--", "- -");
        }
        return "<!--\n" + text + "-->\n";
    }
}
