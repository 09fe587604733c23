package org.variantc.runtime;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.DropRules;
import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.PromotionRule;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.Step;
import org.variantc.runtime.rules.VariantRules;

/**
 * An 8×8 test variant with one piece type per feature no FIDE position exercises. Each test
 * sets up its own position; rules that differ per test (promotions, castlings, ends) are
 * parameters.
 */
final class Fairy {
    static final int K = 0;  // King
    static final int W = 1;  // Wazir, a plain man to stand in the way
    static final int X = 2;  // cannon: orthogonal hopper
    static final int G = 3;  // grasshopper in eight directions
    static final int T = 4;  // Cat: K, D, A leaps, and an overtake capture of the middle square
    static final int N = 5;  // Knight with a first-move double leap over an empty middle
    static final int H = 6;  // absolute halfling Rook
    static final int P = 7;  // Pawn: 1 step, initial 2–4 steps, diagonal captures with e.p.,
                             // a sideways step from its 5th rank on
    static final int Q = 8;  // Queen
    static final int U = 9;  // orthogonal three-square mover capturing both men it passes
    static final String START = "1n2k1n1/pppppppp/8/8/8/8/PPPPPPPP/1N2K1N1 w - - 0 1";
    static final TableBuilder TB = new TableBuilder(8, 8);

    private Fairy() {
    }

    static VariantRules rules() {
        return rules(Map.of(), List.of(), EndRules.FIDE);
    }

    static VariantRules rules(Map<Integer, List<PromotionRule>> promotions, List<CastlingMove> castlings,
                              EndRules end) {
        List<PieceRules> pieces = new ArrayList<>();
        pieces.add(TB.piece("King", "K", true, s -> {
            s.leapAll(1, 0, Modes.MOVE_OR_CAPTURE);
            s.leapAll(1, 1, Modes.MOVE_OR_CAPTURE);
        }));
        pieces.add(TB.piece("Wazir", "W", false, s -> s.leapAll(1, 0, Modes.MOVE_OR_CAPTURE)));
        pieces.add(TB.piece("Cannon", "X", false, s -> s.rideAll(1, 0, RayKind.HOP, Modes.MOVE_OR_CAPTURE)));
        pieces.add(TB.piece("Grasshopper", "G", false, s -> {
            s.rideAll(1, 0, RayKind.GRASSHOPPER, Modes.MOVE_OR_CAPTURE);
            s.rideAll(1, 1, RayKind.GRASSHOPPER, Modes.MOVE_OR_CAPTURE);
        }));
        pieces.add(TB.piece("Cat", "T", false, Fairy::cat));
        pieces.add(TB.piece("Knight", "N", false, Fairy::knight));
        pieces.add(TB.piece("Halfling Rook", "H", false, Fairy::halflingRook));
        pieces.add(TableBuilder.with(TB.piece("Pawn", "P", false, Fairy::pawn),
                promotions.getOrDefault(P, List.of()), true, null));
        pieces.add(TB.piece("Queen", "Q", false, s -> {
            s.rideAll(1, 0, RayKind.SLIDE, Modes.MOVE_OR_CAPTURE);
            s.rideAll(1, 1, RayKind.SLIDE, Modes.MOVE_OR_CAPTURE);
        }));
        pieces.add(TB.piece("Double taker", "U", false, Fairy::doubleTaker));
        for (var e : promotions.entrySet()) {
            if (e.getKey() != P) {
                PieceRules p = pieces.get(e.getKey());
                pieces.set(e.getKey(), TableBuilder.with(p, e.getValue(), p.resetsClock(), p.dropZone()));
            }
        }
        return new VariantRules("Fairy test", 8, 8, pieces, START, castlings, DropRules.NONE, end);
    }

    static void cat(TableBuilder.Square s) {
        s.leapAll(1, 0, Modes.MOVE_OR_CAPTURE);
        s.leapAll(1, 1, Modes.MOVE_OR_CAPTURE);
        s.leapAll(2, 0, Modes.MOVE_OR_CAPTURE);
        s.leapAll(2, 2, Modes.MOVE_OR_CAPTURE);
        for (int[] d : TableBuilder.images(1, 0)) {
            s.path(new int[][] {d, {2 * d[0], 2 * d[1]}}, new byte[] {Step.CAPTURE}, Modes.MOVE_OR_CAPTURE);
        }
        for (int[] d : TableBuilder.images(1, 1)) {
            s.path(new int[][] {d, {2 * d[0], 2 * d[1]}}, new byte[] {Step.CAPTURE}, Modes.MOVE_OR_CAPTURE);
        }
    }

    static void knight(TableBuilder.Square s) {
        s.leapAll(1, 2, Modes.MOVE_OR_CAPTURE);
        for (int[] d : TableBuilder.images(1, 2)) {
            s.path(new int[][] {d, {2 * d[0], 2 * d[1]}}, new byte[] {Step.EMPTY},
                    Modes.MOVE_OR_CAPTURE | Modes.INITIAL);
        }
    }

    /** Each direction's range is half the distance to the edge, rounded up. */
    static void halflingRook(TableBuilder.Square s) {
        for (int[] d : TableBuilder.images(1, 0)) {
            int distance = 0;
            while (s.at(d[0] * (distance + 1), d[1] * (distance + 1)) >= 0) {
                distance++;
            }
            s.ray(d[0], d[1], (distance + 1) / 2, RayKind.SLIDE, Modes.MOVE_OR_CAPTURE, 0);
        }
    }

    static void pawn(TableBuilder.Square s) {
        s.leap(0, 1, Modes.MOVE);
        s.leap(-1, 1, Modes.CAPTURE | Modes.EN_PASSANT);
        s.leap(1, 1, Modes.CAPTURE | Modes.EN_PASSANT);
        if (s.ownRank() == 1) {
            s.rayModes(0, 1, RayKind.SLIDE, Modes.INITIAL | Modes.CREATES_EN_PASSANT, 0, Modes.MOVE, Modes.MOVE,
                    Modes.MOVE);
        }
        if (s.ownRank() >= 4) {
            s.leap(-1, 0, Modes.MOVE);
            s.leap(1, 0, Modes.MOVE);
        }
    }

    static void doubleTaker(TableBuilder.Square s) {
        for (int[] d : TableBuilder.images(1, 0)) {
            s.path(new int[][] {d, {2 * d[0], 2 * d[1]}, {3 * d[0], 3 * d[1]}},
                    new byte[] {Step.CAPTURE, Step.CAPTURE}, Modes.MOVE);
        }
    }

    /** The legal moves in canonical notation, sorted. */
    static Set<String> moves(Position pos) {
        Set<String> out = new TreeSet<>();
        MoveList list = pos.legalMoves();
        for (int i = 0; i < list.size(); i++) {
            out.add(MoveNotation.format(pos, list.get(i)));
        }
        return out;
    }

    /** The legal moves starting with a square name (or a drop prefix), sorted. */
    static Set<String> movesFrom(Position pos, String prefix) {
        Set<String> out = new TreeSet<>();
        for (String m : moves(pos)) {
            if (m.startsWith(prefix) && (m.length() == prefix.length() || !Character.isDigit(m.charAt(prefix.length())))) {
                out.add(m);
            }
        }
        return out;
    }

    static Set<String> set(String... moves) {
        return new TreeSet<>(List.of(moves));
    }
}
