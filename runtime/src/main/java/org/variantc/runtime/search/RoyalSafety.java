package org.variantc.runtime.search;

import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Ring;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.VariantRules;

/**
 * The danger to a royal man, from the rule tables once per variant: which squares each type's
 * captures reach from each square on an empty board (so no attack is generated while
 * evaluating), and the royal man's zone, its square and those beside it. The danger is the
 * squared count of enemy men whose reach meets the zone (one attacker is rarely a threat, three
 * usually are) and, in drop games, the empty squares of the zone times the men the enemy holds
 * in hand, each of which could be dropped there, and the drops that would give check: for each
 * type the enemy holds, the empty squares from which a man of it dropped there attacks the royal
 * man.
 */
final class RoyalSafety {
    private final int kingZone;
    private final int dropThreat;
    private final int dropChecks;
    /** [type][side][square]: the moves, for the drop checks. */
    private final SquareMoves[][][] moves;
    /** [type][side][square]: where a man of the type may be dropped; null: anywhere. */
    private final boolean[][][] dropZone;
    private final int words;
    private final int types;
    private final boolean[] royal;
    /** [type * 2 + side][square]: the squares its captures reach on an empty board, as bits. */
    private final long[][][] reach;
    /** [square]: the square and those beside it, as bits. */
    private final long[][] zone;
    /** [square]: the squares beside it. */
    private final int[][] beside;

    RoyalSafety(VariantRules rules, EvalWeights weights) {
        kingZone = weights.kingZone();
        boolean drops = rules.placing().drops().enabled();
        dropThreat = drops ? weights.dropThreat() : 0;
        dropChecks = drops ? weights.dropChecks() : 0;
        int squares = rules.squares();
        words = (squares + 63) / 64;
        types = rules.pieces().size();
        royal = new boolean[types];
        reach = new long[types * 2][squares][];
        zone = new long[squares][words];
        moves = new SquareMoves[types][][];
        dropZone = new boolean[types][][];
        beside = Ring.aroundEach(rules.files(), rules.ranks());
        for (int sq = 0; sq < squares; sq++) {
            set(zone[sq], sq);
            for (int to : beside[sq]) {
                set(zone[sq], to);
            }
        }
        for (int t = 0; t < types; t++) {
            PieceRules p = rules.pieces().get(t);
            royal[t] = p.royal();
            moves[t] = p.moves();
            dropZone[t] = p.dropZone();
            for (int side = 0; side < 2; side++) {
                for (int sq = 0; sq < squares; sq++) {
                    reach[t * 2 + side][sq] = captures(p.moves()[side][sq]);
                }
            }
        }
    }

    private long[] captures(SquareMoves moves) {
        long[] bits = new long[words];
        for (Leap leap : moves.leaps()) {
            if ((leap.modes() & Modes.CAPTURE) != 0) {
                set(bits, leap.target());
            }
        }
        for (Ray ray : moves.rays()) {
            for (int k = 0; k < ray.squares().length; k++) {
                if ((ray.squareModes()[k] & Modes.CAPTURE) != 0) {
                    set(bits, ray.squares()[k]);
                }
            }
        }
        for (Path path : moves.paths()) {
            if ((path.modes() & Modes.CAPTURE) != 0) {
                set(bits, path.destination());
            }
        }
        for (org.variantc.runtime.rules.Bend bend : moves.bends()) {
            if ((bend.modes() & Modes.CAPTURE) != 0) {
                for (int[][] turns : bend.turns()) {
                    for (int[] turn : turns) {
                        for (int sq : turn) {
                            set(bits, sq);
                        }
                    }
                }
            }
        }
        return bits;
    }

    private static void set(long[] bits, int sq) {
        bits[sq >>> 6] |= 1L << (sq & 63);
    }

    /** The danger to side {@code s}'s royal man on {@code royalSq}, in centipawns. */
    int danger(Position pos, int s, int royalSq, int[] occupied, int men) {
        int danger = 0;
        if (kingZone != 0) {
            long[] z = zone[royalSq];
            int attackers = 0;
            for (int i = 0; i < men; i++) {
                int sq = occupied[i];
                int t = pos.typeAt(sq);
                if (pos.sideAt(sq) != s && !royal[t] && meets(reach[t * 2 + (s ^ 1)][sq], z)) {
                    attackers++;
                }
            }
            danger += kingZone * attackers * attackers / 8;
        }
        if (dropThreat != 0) {
            int inHand = 0;
            for (int t = 0; t < types; t++) {
                inHand += pos.handCount(s ^ 1, t);
            }
            if (inHand > 0) {
                int open = 0;
                for (int sq : beside[royalSq]) {
                    open += pos.typeAt(sq) < 0 && !pos.isWall(sq) ? 1 : 0;
                }
                danger += dropThreat * open * inHand / 8;
            }
        }
        if (dropChecks != 0) {
            int checks = 0;
            for (int t = 0; t < types; t++) {
                if (!royal[t] && pos.handCount(s ^ 1, t) > 0) {
                    checks += dropsGivingCheck(pos, t, s, royalSq);
                }
            }
            danger += dropChecks * checks;
        }
        return danger;
    }

    /**
     * The empty squares where the enemy could drop a man of type t to attack the royal man: those
     * a man of that type of the royal man's side reaches from the royal square (the same shape
     * turned round, exact for the pieces that move alike to the left and the right).
     */
    private int dropsGivingCheck(Position pos, int t, int s, int royalSq) {
        SquareMoves m = moves[t][s][royalSq];
        boolean[] zone = dropZone[t] == null ? null : dropZone[t][s ^ 1];
        int n = 0;
        for (Leap leap : m.leaps()) {
            int to = leap.target();
            if ((leap.modes() & Modes.CAPTURE) != 0 && pos.typeAt(to) < 0 && !pos.isWall(to) && (zone == null || zone[to])) {
                n++;
            }
        }
        for (Ray ray : m.rays()) {
            if (ray.kind() != RayKind.SLIDE) {
                continue;
            }
            for (int k = 0; k < ray.squares().length; k++) {
                int to = ray.squares()[k];
                if (pos.typeAt(to) >= 0 || pos.isWall(to)) {
                    break;
                }
                if ((ray.squareModes()[k] & Modes.CAPTURE) != 0 && (zone == null || zone[to])) {
                    n++;
                }
            }
        }
        return n;
    }

    private boolean meets(long[] a, long[] b) {
        for (int w = 0; w < words; w++) {
            if ((a[w] & b[w]) != 0) {
                return true;
            }
        }
        return false;
    }
}
