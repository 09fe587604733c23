package org.variantc.compiler.html;

import org.variantc.runtime.notation.Preparation;
import org.variantc.compiler.words.ZoneText;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Castling;
import org.variantc.compiler.model.CastlingSides;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.model.Zone;
import org.variantc.compiler.tables.Lowering;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.notation.Holes;
import org.variantc.runtime.position.StartBoard;

/**
 * An HTML fragment for H.G. Muller's Interactive Diagram: a comment listing every rule of the
 * definition the diagram will not apply, then the {@code <div class="idiagram">} block. The
 * script reads the piece types in order, takes the first {@code maxPromote} of them as the
 * promoting ones and {@code royal=} as the index (from 1) of the royal one, so the promoting
 * types come first and the King last. The diagram states no end rules, so its reader takes
 * FIDE's. A block is written only where it plays the same game as the definition; where it would
 * not, the export is refused naming each rule it cannot state, unless {@code lossy} is asked for:
 * then what XBetza cannot say is shown as near as it can be and the comment lists every
 * difference first (as {@code export --format fsf-ini --lossy} does). Every text from the
 * definition is HTML-escaped, so a piece name cannot add markup to the page it is pasted in.
 */
public final class InteractiveDiagram {
    private InteractiveDiagram() {
    }

    /** The fragment, or the reasons there is none. */
    public sealed interface Export permits Block, Unsupported {
    }

    /**
     * @param text       the comment and the diagram's div, ready to paste into a page
     * @param unenforced the rules the diagram script will not apply, as listed in the comment
     * @param lost       those of them the block's reader does not restore either, so the block plays
     *                   another game (written only when lossy was asked for); empty otherwise
     */
    public record Block(String text, List<String> unenforced, List<String> lost) implements Export {
    }

    /** @param reasons what the diagram cannot state, each named */
    public record Unsupported(List<String> reasons) implements Export {
    }

    /** The export of a checked variant, from the start its lowered rules prepare. */
    public static Export of(Variant v, boolean lossy) {
        return of(v, Lowering.lower(v), lossy);
    }

    /**
     * The export of a checked variant played with {@code rules} (their prepared start is the one the
     * block shows, their move tables the squares its BadZone keeps): refused with every difference
     * named unless the block plays the same game or {@code lossy}.
     */
    public static Export of(Variant v, VariantRules rules, boolean lossy) {
        StartBoard prepared = Preparation.table(rules).start();
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
        if (v.placing().hands().pickups()) {
            refused.add("taking one's own man into hand as a move (Sjaak II's pickups)");
        }
        if (!refused.isEmpty()) {
            return new Unsupported(refused);
        }
        List<String> unenforced = new ArrayList<>();
        DiagramPromotion promotion = DiagramPromotion.of(v, start, unenforced);
        List<Integer> order = order(v, promotion);
        int royal = royal(v, order, unenforced);
        List<String> lines = parameters(v, promotion, royal);
        List<String> moveDifferences = new ArrayList<>();
        Map<Integer, String> castling = castling(v, start, unenforced);
        if (royal == 0 && !castling.isEmpty()) {
            unenforced.add("Castling: the diagram castles only the piece it takes as royal, the last listed, so it shows no castling");
        }
        Map<Integer, Integer> zoned = new TreeMap<>();
        Set<String> images = new java.util.HashSet<>();
        boolean rookCastling = !castling.isEmpty();
        for (int t : order) {
            PieceType p = v.pieces().get(t);
            DiagramMoves moves = DiagramMoves.of(p, board, startZone(start, t), placed(v, t), enPassant(v));
            moveDifferences.addAll(moves.differences());
            if (moves.zoned() && castling.containsKey(t)) {
                moveDifferences.add(p.name() + ": its moves depend on the square, which the diagram's BadZone would "
                        + "keep only by dropping its castling; the diagram shows them from every square");
            } else if (moves.zoned()) {
                zoned.put(order.indexOf(t) + 1, t);
            }
            String xbetza = moves.xbetza() + castling.getOrDefault(t, "");
            // The script castles with any unmoved man whose move is exactly "R", corner or not: a
            // Rook written so would give castlings the game lacks (Nearlydouble's inner Rooks).
            if (rookCastling && xbetza.equals("R") && offCorner(start, board, t)) {
                xbetza = "mcR";
            }
            lines.add(Markup.text(field(p.name())) + ":" + Markup.text(p.id()) + ":" + Markup.text(xbetza) + ":"
                    + DiagramImage.of(p, xbetza, images) + ":" + start.squares(board, t));
        }
        unenforced.addAll(0, moveDifferences);
        if (start.army() != null) {
            unenforced.add("Armies: the board shows " + armyName(start) + " for both sides; each side may instead "
                    + "choose any of the " + v.start().armies().legal().size() + " legal armies (variantc armies lists them)");
        }
        unenforced.addAll(DiagramRules.of(v));
        List<String> distinct = List.copyOf(new LinkedHashSet<>(unenforced));
        Set<String> readBack = DiagramRules.readBack(v);
        List<String> lost = distinct.stream().filter(u -> !readBack.contains(u)).toList();
        if (!lost.isEmpty() && !lossy) {
            return new Unsupported(lost);
        }
        String text = comment(v, distinct, lost) + DiagramZone.script(rules, zoned) + "<div class=\"idiagram\">\n"
                + String.join("\n", lines) + "\n</div>\n";
        return new Block(text, distinct, lost);
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

    /** Whether an unmoved man of the type starts off the corners, where the script would castle with him. */
    private static boolean offCorner(DiagramStart start, Board board, int type) {
        return start.white().entrySet().stream().anyMatch(e -> e.getValue() == type
                && e.getKey() % board.files() != 0 && e.getKey() % board.files() != board.files() - 1);
    }

    /** Whether some move of the game captures en passant (Betza {@code e}). */
    private static boolean enPassant(Variant v) {
        return v.pieces().stream().flatMap(p -> p.moves().stream())
                .anyMatch(c -> c.move().text().matches("(?s).*e[a-z]*[A-Z].*"));
    }

    /** Whether a man of the type can come onto the board otherwise than from the start: dropped, gated, promoted to. */
    private static boolean placed(Variant v, int type) {
        if (v.placing().drops().enabled() || v.placing().gating() != null || !v.moves().promotionsInPlace().isEmpty()) {
            return true;
        }
        return v.pieces().stream().flatMap(p -> p.promotions().stream())
                .anyMatch(pr -> pr.armies() || pr.choices().stream().anyMatch(c -> c.piece() == type));
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
     * The castlings as XBetza {@code O}n atoms on the piece that castles (each n steps toward a
     * corner piece, which lands beside it), by type; only the castlings of the start the block
     * shows (a shuffled game has castlings for every start), and any other castling is listed as
     * not shown.
     */
    /**
     * Each castling type's XBetza {@code O} atoms as a block writes them (none where the diagram
     * shows no one start): XBoard's {@code piece} command reads the same atoms.
     */
    public static Map<Integer, String> castlingAtoms(Variant v, StartBoard prepared) {
        DiagramStart start = DiagramStart.of(v, prepared);
        return start == null ? Map.of() : castling(v, start, new ArrayList<>());
    }

    private static Map<Integer, String> castling(Variant v, DiagramStart start, List<String> unenforced) {
        Board board = v.board();
        int files = board.files();
        Map<Integer, Set<Integer>> left = new TreeMap<>();
        Map<Integer, Set<Integer>> right = new TreeMap<>();
        boolean otherStarts = false;
        for (Castling c : v.moves().castlings()) {
            Integer king = whiteType(start, board, c.kingFrom());
            Integer rook = whiteType(start, board, c.rookFrom());
            // As the engines judge it: in a shuffled game the King (royal) castles with a man that is not royal.
            boolean shuffled = v.start().shuffle() != null;
            if (king == null || rook == null
                    || shuffled && !(v.pieces().get(king).royal() && !v.pieces().get(rook).royal())) {
                otherStarts = true;     // a castling of a start the block does not show
                continue;
            }
            int steps = c.kingTo() % files - c.kingFrom() % files;
            int direction = Integer.signum(steps);
            boolean sameRank = c.kingFrom() / files == c.kingTo() / files && c.rookFrom() / files == c.kingFrom() / files;
            boolean corner = c.rookFrom() % files == (direction > 0 ? files - 1 : 0);
            boolean ontoCorner = c.kingTo() % files == 0 || c.kingTo() % files == files - 1;
            if (direction != 0 && sameRank && corner && !ontoCorner && c.rookTo() == c.kingTo() - direction) {
                (direction < 0 ? left : right).computeIfAbsent(king, k -> new LinkedHashSet<>()).add(Math.abs(steps));
            } else {
                unenforced.add("Castling " + ZoneText.squareName(board, c.kingFrom()) + "-" + ZoneText.squareName(board, c.kingTo())
                        + " with " + ZoneText.squareName(board, c.rookFrom()) + "-" + ZoneText.squareName(board, c.rookTo())
                        + ": XBetza castles only with the corner piece, so the diagram does not show it");
            }
        }
        if (v.moves().castlingSides() == CastlingSides.EACH) {
            unenforced.add("Black's own castlings (not White's mirror image); the diagram lets Black castle as White's"
                    + " mirror image");
        } else if (v.moves().castlingSides() != CastlingSides.BOTH && !v.moves().castlings().isEmpty()) {
            unenforced.add("Only " + (v.moves().castlingSides() == CastlingSides.WHITE ? "White" : "Black")
                    + " castles; the diagram lets both sides castle");
        }
        if (otherStarts) {
            unenforced.add("Castlings from the other start positions; the diagram shows only those of the start it shows");
        }
        Map<Integer, String> out = new TreeMap<>();
        Set<Integer> types = new LinkedHashSet<>(left.keySet());
        types.addAll(right.keySet());
        for (int type : types) {
            Set<Integer> l = left.getOrDefault(type, Set.of());
            Set<Integer> r = right.getOrDefault(type, Set.of());
            Set<Integer> all = new LinkedHashSet<>(l);
            all.addAll(r);
            StringBuilder sb = new StringBuilder();
            for (int n : all) {
                String side = l.contains(n) && r.contains(n) ? "s" : l.contains(n) ? "l" : "r";
                sb.append('i').append(side).append('O').append(n);
            }
            out.put(type, sb.toString());
        }
        return out;
    }

    /** The type on a square of the shown start, White's or (mirrored) Black's; null when empty. */
    private static Integer whiteType(DiagramStart start, Board board, int square) {
        Integer type = start.white().get(square);
        return type != null ? type : start.white().get(board.mirror(square));
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
    private static String comment(Variant v, List<String> unenforced, List<String> lost) {
        StringBuilder sb = new StringBuilder("Interactive Diagram of ").append(oneLine(v.metadata().name()))
                .append(", exported by variantc.\n");
        if (!lost.isEmpty()) {
            sb.append("Not stated in this block (a lossy export), so it plays another game than the definition:\n");
            lost.forEach(rule -> sb.append("- ").append(oneLine(rule)).append('\n'));
        }
        if (lost.size() == unenforced.size()) {
            return "<!--\n" + escaped(sb.toString()) + "-->\n";
        }
        sb.append("The diagram shows the men and their moves; it enforces no turn order and none of these rules"
                + (lost.isEmpty() ? " of the game" : " either, which its reader takes as FIDE's") + ":\n");
        for (String rule : unenforced) {
            if (!lost.contains(rule)) {
                sb.append("- ").append(oneLine(rule)).append('\n');
            }
        }
        return "<!--\n" + escaped(sb.toString()) + "-->\n";
    }

    /** HTML-escaped, and with no "--" that could end the comment early. */
    private static String escaped(String s) {
        String text = s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;");
        while (text.contains("--")) {
            text = text.replace("--", "- -");
        }
        return text;
    }
}
