package org.variantc.compiler.html;

import org.variantc.compiler.words.ZoneText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.variantc.compiler.betza.Component;
import org.variantc.compiler.betza.LegCondition;
import org.variantc.compiler.betza.Line;
import org.variantc.compiler.betza.LineKind;
import org.variantc.compiler.betza.MoveModes;
import org.variantc.compiler.betza.BentRide;
import org.variantc.compiler.betza.MultiLeg;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.MoveClause;
import org.variantc.compiler.model.PieceType;
import org.variantc.compiler.model.Promotion;
import org.variantc.compiler.model.PromotionChoice;
import org.variantc.compiler.model.Variant;

/**
 * A piece's moves in plain English, one sentence per kind of move, generated from the parsed
 * Betza components (never from the piece's name): "Slides any distance orthogonally (4
 * directions)." "Moves without capturing one square forward."
 */
public final class PieceDescription {
    private PieceDescription() {
    }

    public static List<String> of(Variant variant, PieceType piece) {
        List<String> sentences = new ArrayList<>();
        if (piece.royal()) {
            sentences.add("Royal: it must not be left in check, and checkmating it wins.");
        }
        for (MoveClause clause : piece.moves()) {
            String where = clause.from() == null ? "" : " Only from " + ZoneText.of(clause.from(), variant.board()) + ".";
            for (String s : describe(clause.move().components())) {
                sentences.add(s + where);
            }
        }
        for (Promotion promotion : piece.promotions()) {
            sentences.add(promotion(variant, promotion));
        }
        if (piece.dropZone() != null && variant.placing().drops().enabled()
                && piece.dropZone().squares().cardinality() < variant.board().squares()) {
            sentences.add("May be dropped only on " + ZoneText.of(piece.dropZone(), variant.board()) + ".");
        }
        if (piece.perFile() > 0 && variant.placing().drops().enabled()) {
            sentences.add("May not be dropped on a file where its side has " + piece.perFile() + " of them already.");
        }
        if (piece.dropMayNotMate() && variant.placing().drops().enabled()) {
            sentences.add("Its drop may give check but not checkmate.");
        }
        return sentences;
    }

    private static List<String> describe(List<Component> components) {
        Map<LineGroup, List<int[]>> lines = new LinkedHashMap<>();
        List<String> out = new ArrayList<>();
        List<MultiLeg> paths = new ArrayList<>();
        for (Component c : components) {
            if (c instanceof Line line) {
                lines.computeIfAbsent(LineGroup.of(line), k -> new ArrayList<>()).add(new int[] {line.dx(), line.dy()});
            } else if (c instanceof MultiLeg leg) {
                paths.add(leg);
            } else if (c instanceof BentRide bent) {
                out.add(bentRide(bent));
            }
        }
        for (MultiLeg leg : paths) {
            // a riding leg (y) is one path per length: told once, by the longest
            if (paths.stream().noneMatch(longer -> ridesOn(leg, longer))) {
                boolean rides = paths.stream().anyMatch(shorter -> ridesOn(shorter, leg));
                out.add(multiLeg(leg, rides));
            }
        }
        List<String> sentences = new ArrayList<>();
        for (Map.Entry<LineGroup, List<int[]>> e : lines.entrySet()) {
            sentences.add(line(e.getKey(), e.getValue()));
        }
        sentences.addAll(out);
        return sentences;
    }

    /** Lines told in one sentence: the same shape, range and modes, differing only in direction. */
    private record LineGroup(int a, int b, int range, boolean halfling, MoveModes modes, LineKind kind) {
        static LineGroup of(Line line) {
            int a = Math.max(Math.abs(line.dx()), Math.abs(line.dy()));
            int b = Math.min(Math.abs(line.dx()), Math.abs(line.dy()));
            return new LineGroup(a, b, line.range(), line.halfling(), line.modes(), line.kind());
        }
    }

    private static String line(LineGroup key, List<int[]> vectors) {
        int a = key.a();
        int b = key.b();
        int range = key.range();
        boolean halfling = key.halfling();
        MoveModes modes = key.modes();
        LineKind kind = key.kind();
        StringBuilder s = new StringBuilder(verb(modes));
        boolean rider = range != 1;
        if (kind == LineKind.HOP) {
            s.append(" by hopping over exactly one man (of either side), any distance beyond it,");
        } else if (kind == LineKind.GRASSHOPPER) {
            s.append(" by landing on the square just beyond the first man in the line,");
        } else if (rider) {
            s.append(a == b || b == 0 && a == 1 || a == 1 ? " sliding " : " riding ");
            s.append(range == 0 ? "any number of " : "up to " + range + " ");
            s.append(step(a, b, true));
        } else {
            s.append(" ").append(step(a, b, false));
        }
        s.append(" ").append(directions(a, b, vectors));
        if (halfling) {
            s.append(", at most half the way to the board's edge (rounded up)");
        }
        if (kind == LineKind.LAME) {
            s.append("; it cannot jump: the squares in between must be empty");
        } else if (kind == LineKind.JUMP) {
            s.append(rider ? "; it skips the first square" : "; only by jumping over a man on the square in between");
        } else if (!rider && kind == LineKind.NORMAL && (b == 0 || a == b) && a > 1) {
            s.append(", jumping over anything in between");
        }
        if (modes.initial()) {
            s.append(", only if it has not moved yet");
        }
        if (modes.enPassant()) {
            s.append(", also capturing en passant");
        }
        return capitalise(s.toString().replace(" ,", ",")) + ".";
    }

    private static String verb(MoveModes modes) {
        boolean move = modes.move();
        boolean capture = modes.capture();
        return move && capture ? "moves or captures" : move ? "moves without capturing" : "captures only";
    }

    /** The length of one step in words. */
    private static String step(int a, int b, boolean plural) {
        String s;
        if (b == 0) {
            s = a == 1 ? "square" : a + "-square step";
        } else if (a == b) {
            s = a == 1 ? "square" : a + "-square diagonal step";
        } else if (a == 2 && b == 1) {
            s = "Knight's leap (2,1)";
        } else {
            s = "(" + a + "," + b + ") leap";
        }
        if (!plural) {
            return (s.startsWith("(") || s.startsWith("square") || Character.isDigit(s.charAt(0))) ? article(s) + s : "a " + s;
        }
        return s.endsWith("leap (2,1)") ? "Knight's leaps (2,1)" : s + "s";
    }

    private static String article(String s) {
        return s.startsWith("square") ? "one " : s.startsWith("8") || s.startsWith("11") || s.startsWith("(8") || s.startsWith("(11") ? "an " : "a ";
    }

    /** The directions among the shape's vectors that the piece has, in words. */
    static String directions(int a, int b, List<int[]> vectors) {
        int all = b == 0 || a == b ? 4 : 8;
        String plane = b == 0 ? "orthogonally" : a == b ? "diagonally" : "";
        if (vectors.size() >= all) {
            return plane.isEmpty() ? "in all 8 directions" : plane + " (4 directions)";
        }
        List<String> names = new ArrayList<>();
        for (int[] v : vectors) {
            names.add(direction(v[0], v[1], b != 0 && a != b));
        }
        return "(" + String.join(", ", names) + ")";
    }

    private static String direction(int dx, int dy, boolean oblique) {
        String vertical = dy > 0 ? "forward" : dy < 0 ? "backward" : "";
        String horizontal = dx > 0 ? "right" : dx < 0 ? "left" : "";
        if (!oblique) {
            return vertical.isEmpty() ? horizontal : horizontal.isEmpty() ? vertical : vertical + "-" + horizontal;
        }
        boolean steep = Math.abs(dy) > Math.abs(dx);
        return (steep ? vertical : horizontal) + " then " + (steep ? horizontal : vertical);
    }

    /** A bent line in words: the first leg over empty squares, then the turns. */
    private static String bentRide(BentRide bent) {
        int[] v = bent.first();
        StringBuilder s = new StringBuilder("In two lines: ")
                .append(direction(v[0], v[1], false))
                .append(bent.reach() == 0 ? " any number of squares" : " up to " + bent.reach() + " squares")
                .append(" over empty ones to an empty square, then ");
        for (int i = 0; i < bent.turns().size(); i++) {
            int[] t = bent.turns().get(i);
            s.append(i == 0 ? "" : " or ").append(direction(t[0], t[1], false));
        }
        s.append(bent.turnReach() == 1 ? " one square" : bent.turnReach() == 0 ? " any number of squares over empty ones"
                : " up to " + bent.turnReach() + " squares over empty ones");
        s.append("; it ").append(verb(bent.modes()).replace("moves or captures", "may move or capture"))
                .append(" on the last square");
        if (bent.modes().initial()) {
            s.append(", only if it has not moved yet");
        }
        return s.append(".").toString();
    }

    /** Whether {@code longer} is {@code leg} ridden one step further over an empty square. */
    private static boolean ridesOn(MultiLeg leg, MultiLeg longer) {
        int n = leg.steps().size();
        if (longer.steps().size() != n + 1 || !longer.modes().equals(leg.modes())
                || !java.util.Arrays.equals(longer.steps().get(n), leg.steps().get(n - 1))
                || longer.conditions().get(n - 1) != LegCondition.EMPTY) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            if (!java.util.Arrays.equals(longer.steps().get(i), leg.steps().get(i))
                    || i < n - 1 && longer.conditions().get(i) != leg.conditions().get(i)) {
                return false;
            }
        }
        return true;
    }

    /** A path in words; a riding one ({@code rides}) ends "then … any number of squares". */
    private static String multiLeg(MultiLeg leg, boolean rides) {
        int told = leg.steps().size();
        if (rides) {
            int[] last = leg.steps().get(told - 1);
            while (told > 1 && java.util.Arrays.equals(leg.steps().get(told - 2), last)) {
                told--;
            }
        }
        StringBuilder s = new StringBuilder(rides ? "In steps: " : "In " + leg.steps().size() + " steps: ");
        for (int i = 0; i < told; i++) {
            int[] v = leg.steps().get(i);
            if (i > 0) {
                s.append(", then ");
            }
            s.append(direction(v[0], v[1], Math.abs(v[0]) != Math.abs(v[1]) && v[0] != 0 && v[1] != 0));
            int dist = Math.max(Math.abs(v[0]), Math.abs(v[1]));
            String one = dist == 1 ? "one square" : "(" + Math.abs(v[0]) + "," + Math.abs(v[1]) + ")";
            s.append(" ").append(rides && i == told - 1 ? "any number of squares over empty ones" : one);
            if (i < leg.conditions().size() && !(rides && i == told - 1)) {
                s.append(condition(leg.conditions().get(i)));
            }
        }
        s.append("; it ").append(verb(leg.modes()).replace("moves or captures", "may move or capture"))
                .append(" on the last square");
        if (leg.modes().initial()) {
            s.append(", only if it has not moved yet");
        }
        return s.append(".").toString();
    }

    private static String condition(LegCondition condition) {
        return switch (condition) {
            case EMPTY -> " to an empty square";
            case CAPTURE -> " capturing the enemy man there";
            case OCCUPIED -> " over a man, who stays";
            case ANY -> " over whatever is there";
        };
    }

    private static String promotion(Variant variant, Promotion promotion) {
        List<String> names = new ArrayList<>();
        for (PromotionChoice choice : promotion.choices()) {
            String name = variant.pieces().get(choice.piece()).name();
            names.add(choice.limit() == Integer.MAX_VALUE ? name : name + " (while it has fewer than " + choice.limit() + ")");
        }
        Board board = variant.board();
        // "to armies" names no types: they are the two armies', known once the armies are chosen (the page lists them)
        String to = promotion.armies() ? "any type either army in the game has, never a royal piece or a Pawn"
                : String.join(", ", names);
        String side = switch (promotion.sides()) {
            case BOTH -> "";
            case WHITE -> "White's only: ";
            case BLACK -> "Black's only: ";
        };
        String s = side + (promotion.optional() ? "May promote" : "Promotes")
                + where(promotion, board)
                + " to " + to;
        if (promotion.quota() > 0) {
            s += "; if it has fewer than " + promotion.quota() + " of some of these, it must choose one of those";
        }
        return s + ".";
    }

    /** Which moves the promotion is offered to, after "promotes": " on reaching ranks 9..12", " on every capture", … */
    static String where(Promotion promotion, Board board) {
        if (promotion.capturing() && wholeBoard(promotion, board)) {
            return " on every capture";
        }
        String zone = ZoneText.of(promotion.zone(), board);
        if (promotion.capturing()) {
            return (promotion.touching() ? " on a capture that starts or ends in " : " on a capture reaching ") + zone;
        }
        return (promotion.touching() ? " on a move that starts or ends in " : " on reaching ") + zone;
    }

    /** A promotion on captures with no zone written holds on every square. */
    private static boolean wholeBoard(Promotion promotion, Board board) {
        return board != null && promotion.zone().squares().cardinality() == board.files() * board.ranks();
    }

    private static String capitalise(String s) {
        return s.isEmpty() ? s : Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }
}
