package org.variantc.compiler.javagen;

import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.PromotionRule;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.VariantRules;

/**
 * Bounds read off the tables that let the generated code skip tests on its hot path: how many
 * moves a position can have (so the move list is grown once per position, not tested per move),
 * and from which squares a promoting type can promote at all.
 */
final class MoveBound {
    private MoveBound() {
    }

    /** The most moves one man of any type can have on any square. */
    static int perMan(VariantRules rules) {
        int most = 0;
        for (PieceRules piece : rules.pieces()) {
            int choices = choices(rules, piece);
            for (SquareMoves[] side : piece.moves()) {
                for (SquareMoves sm : side) {
                    most = Math.max(most, emissions(sm) * choices);
                }
            }
        }
        return most;
    }

    /** The most castlings and drops of one position. */
    static int besides(VariantRules rules) {
        int drops = 0;
        if (rules.placing().drops().enabled()) {
            for (int t = 0; t < rules.pieces().size(); t++) {
                int faces = EngineView.faceUp(rules, t) >= 0 ? 2 : 1;
                drops += rules.pieces().get(t).dropZone() == null ? 0 : faces * rules.squares();
            }
        }
        return rules.moves().castlings().size() + drops;
    }

    /** Per square, 1 when a move of the type from there can enter one of its promotion zones (or, for a touching offer, starts in it). */
    static int[] promotingFrom(PieceRules piece, int side) {
        SquareMoves[] squares = piece.moves()[side];
        int[] values = new int[squares.length];
        for (int sq = 0; sq < squares.length; sq++) {
            for (PromotionRule rule : piece.promotions()) {
                boolean[] zone = rule.zone()[side];
                // A touching offer (Shogi) also applies to every move starting in the zone.
                if (rule.touching() && zone[sq] || !zone[sq] && reachesZone(squares[sq], zone)) {
                    values[sq] = 1;
                }
            }
        }
        return values;
    }

    private static boolean reachesZone(SquareMoves sm, boolean[] zone) {
        for (Leap leap : sm.leaps()) {
            if (zone[leap.target()]) {
                return true;
            }
        }
        for (Ray ray : sm.rays()) {
            for (int to : ray.squares()) {
                if (zone[to]) {
                    return true;
                }
            }
        }
        for (Path path : sm.paths()) {
            if (zone[path.destination()]) {
                return true;
            }
        }
        for (org.variantc.runtime.rules.Bend bend : sm.bends()) {
            for (int sq : bend.landings()) {
                if (zone[sq]) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The moves one promotion can turn into: every choice, and declining when that is allowed. */
    private static int choices(VariantRules rules, PieceRules piece) {
        int most = 1;
        for (PromotionRule rule : piece.promotions()) {
            int offered = rule.armies() ? rules.pieces().size() : rule.choices().length;
            most = Math.max(most, offered + (rule.optional() ? 1 : 0));
        }
        return most;
    }

    /** The moves a man's components can emit on a square, each en passant one counted twice. */
    private static int emissions(SquareMoves sm) {
        int n = 0;
        for (Leap leap : sm.leaps()) {
            n += Modes.has(leap.modes(), Modes.EN_PASSANT) ? 2 : 1;
        }
        for (Ray ray : sm.rays()) {
            n += ray.squares().length * (Modes.has(ray.flags(), Modes.EN_PASSANT) ? 2 : 1);
        }
        for (Path path : sm.paths()) {
            n += Modes.has(path.modes(), Modes.EN_PASSANT) ? 2 : 1;
        }
        java.util.Set<Integer> bent = new java.util.HashSet<>();
        for (org.variantc.runtime.rules.Bend bend : sm.bends()) {
            for (int sq : bend.landings()) {
                bent.add(sq);
            }
        }
        return n + bent.size();
    }
}
