package org.variantc.compiler.html;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Castling;
import org.variantc.compiler.model.MoveClause;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Promotion;
import org.variantc.compiler.model.PromotionChoice;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.Outcome;

/**
 * The configuration block of H.G. Muller's Interactive Diagram: {@code files=}, {@code ranks=},
 * the promotion zone and choices, and one {@code name:ID:XBetza:image:squares} line per piece,
 * Black mirroring White. Only for variants the Diagram's XBetza can say; for the others, every
 * feature it cannot say is named and no block is written, because a block that plays another
 * game would mislead.
 */
public final class InteractiveDiagram {
    private InteractiveDiagram() {
    }

    /** The block, or the reasons there is none. */
    public sealed interface Export permits Block, Unsupported {
    }

    public record Block(String text) implements Export {
    }

    public record Unsupported(List<String> reasons) implements Export {
    }

    public static Export of(Variant v) {
        List<String> reasons = new ArrayList<>();
        Board board = v.board();
        if (v.drops().enabled() || !v.setup().holdings().isEmpty()) {
            reasons.add("drops and men in hand");
        }
        if (!v.end().goals().isEmpty()) {
            reasons.add("winning by reaching a zone");
        }
        if (v.end().stalemate() != Outcome.DRAW) {
            reasons.add("a stalemate that is not a draw");
        }
        Promotion zone = null;
        for (PieceType p : v.pieces()) {
            if (p.id().length() > 1) {
                reasons.add("the two-letter piece id " + p.id());
            }
            if (p.moves().stream().anyMatch(m -> m.move().hasHalflings())) {
                reasons.add("halflings (" + p.name() + ")");
            }
            if (p.moves().stream().anyMatch(m -> m.from() != null)) {
                reasons.add("moves allowed only from some squares (" + p.name() + ")");
            }
            for (Promotion promotion : p.promotions()) {
                if (promotion.quota() > 0 || promotion.choices().stream().anyMatch(c -> c.limit() != Integer.MAX_VALUE)) {
                    reasons.add("counted promotions (" + p.name() + ")");
                }
                if (promotion.optional()) {
                    reasons.add("optional promotion (" + p.name() + ")");
                }
                if (zone != null && !zone.zone().equals(promotion.zone())) {
                    reasons.add("more than one promotion zone");
                }
                zone = promotion;
            }
        }
        String castling = castling(v, reasons);
        String[] setup = Setup.squares(v);
        if (setup == null) {
            reasons.add("a start position that is not the same for both sides, mirrored");
        }
        if (!reasons.isEmpty()) {
            return new Unsupported(reasons.stream().distinct().toList());
        }
        StringBuilder sb = new StringBuilder();
        sb.append("files=").append(board.files()).append('\n');
        sb.append("ranks=").append(board.ranks()).append('\n');
        sb.append("graphicsDir=/graphics.dir/alfaerie/\ngraphicsType=gif\nsquareSize=50\nsymmetry=mirror\n");
        if (zone != null) {
            int ranks = board.ranks() - lowestRank(zone, board);
            StringBuilder choices = new StringBuilder();
            for (PromotionChoice c : zone.choices()) {
                choices.append(v.pieces().get(c.piece()).id());
            }
            sb.append("promoZone=").append(ranks).append('\n');
            sb.append("promoChoice=").append(choices).append('\n');
        }
        for (int t = 0; t < v.pieces().size(); t++) {
            PieceType p = v.pieces().get(t);
            StringBuilder betza = new StringBuilder();
            for (MoveClause clause : p.moves()) {
                betza.append(clause.move().text());
            }
            if (p.royal() && castling != null) {
                betza.append(castling);
            }
            sb.append(field(p.name())).append(':').append(p.id()).append(':').append(betza).append("::")
                    .append(setup[t]).append('\n');
        }
        return new Block(sb.toString());
    }

    /** The King's castling as XBetza {@code isO}n, when every castling is n steps with the partner landing beside. */
    private static String castling(Variant v, List<String> reasons) {
        if (v.castlings().isEmpty()) {
            return null;
        }
        int steps = -1;
        for (Castling c : v.castlings()) {
            int files = v.board().files();
            int kingStep = c.kingTo() % files - c.kingFrom() % files;
            int direction = Integer.signum(kingStep);
            boolean beside = c.rookTo() == c.kingTo() - direction;
            boolean sameRank = c.kingFrom() / files == c.kingTo() / files;
            boolean corner = c.rookFrom() % files == (direction > 0 ? files - 1 : 0);
            if (!sameRank || !beside || !corner || steps >= 0 && steps != Math.abs(kingStep)) {
                reasons.add("this castling (" + ZoneText.squareName(v.board(), c.kingFrom()) + " to "
                        + ZoneText.squareName(v.board(), c.kingTo()) + ")");
                return null;
            }
            steps = Math.abs(kingStep);
        }
        return "isO" + steps;
    }

    private static int lowestRank(Promotion promotion, Board board) {
        return promotion.zone().squares().nextSetBit(0) / board.files();
    }

    /** A name as one field: no colon, no line break. */
    private static String field(String name) {
        return name.replaceAll("[:\\p{Cntrl}\\u2028\\u2029]", " ");
    }

    /** Where White's men of each type stand, as the Diagram's square lists. */
    private static final class Setup {
        static String[] squares(Variant v) {
            Board board = v.board();
            String[] rows = v.setup().board().split("/");
            Map<Integer, String> men = new TreeMap<>();
            for (int r = 0; r < rows.length; r++) {
                int rank = board.ranks() - 1 - r;
                int file = 0;
                String row = rows[r];
                for (int i = 0; i < row.length(); i++) {
                    char c = row.charAt(i);
                    if (Character.isDigit(c)) {
                        int n = 0;
                        while (i < row.length() && Character.isDigit(row.charAt(i))) {
                            n = n * 10 + row.charAt(i++) - '0';
                        }
                        i--;
                        file += n;
                    } else if (c == '(') {
                        int close = row.indexOf(')', i);
                        men.put(board.square(file++, rank), row.substring(i + 1, close));
                        i = close;
                    } else if (c != '~') {
                        men.put(board.square(file++, rank), String.valueOf(c));
                    }
                }
            }
            String[] out = new String[v.pieces().size()];
            for (int t = 0; t < out.length; t++) {
                List<String> squares = new ArrayList<>();
                String id = v.pieces().get(t).id();
                for (Map.Entry<Integer, String> e : men.entrySet()) {
                    if (e.getValue().equals(id)) {
                        String black = men.get(board.mirror(e.getKey()));
                        if (black == null || !black.equals(id.toLowerCase())) {
                            return null;
                        }
                        squares.add(ZoneText.squareName(board, e.getKey()));
                    } else if (e.getValue().equals(id.toLowerCase()) && !id.equals(men.get(board.mirror(e.getKey())))) {
                        return null;
                    }
                }
                out[t] = String.join(",", squares);
            }
            return out;
        }
    }
}
