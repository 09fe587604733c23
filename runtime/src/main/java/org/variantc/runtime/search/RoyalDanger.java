package org.variantc.runtime.search;

import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.VariantRules;

/**
 * The danger to a royal man as strong chess engines reckon it, from the move tables of any
 * variant, gathered during {@link Activity}'s walk of every man: the enemy men whose captures hit
 * the royal zone (their count times the sum of their weights, so one attacker alone weighs little),
 * the zone squares they hit, the zone squares the enemy attacks that no man of ours but the royal
 * man defends (weak), and the checks: for each enemy type (not royal, not promoting), the squares
 * from which a man of it would give check (walked from the royal square with the type's own moves,
 * the men as they stand stopping its lines) that a man of that type could move to now, safe where no
 * man of ours attacks the square (a square beside the royal man only when two enemy men attack it).
 * The sum is squared in the middle game ({@link Evaluation}), so danger grows faster than its parts.
 *
 * <p>To be cheap it counts nothing where it would come to little: against a side whose enemy has no
 * man worth near the game's dearest (a Queen in chess; chess engines take most of the danger off
 * then), and where no enemy man (not royal, not promoting) hits the zone; the check squares are
 * walked only after that is known, and only the walk's reach per type is marked during it.
 *
 * <p>Not thread-safe: scratch for one {@link Activity}.
 */
final class RoyalDanger {
    /** Per attacker count times attacker weight (sixteenths of a mean piece). */
    private static final int PER_ATTACKER_WEIGHT = 3;
    private static final int PER_HIT = 60;
    private static final int PER_WEAK = 150;
    private static final int SAFE_CHECK = 800;
    private static final int SAFE_CHECKS = 1300;
    private static final int PER_UNSAFE_CHECK = 150;
    /** Below this the danger counts nothing, as in chess engines: one stray attack is no attack. */
    private static final int THRESHOLD = 100;

    private final int types;
    private final int words;
    private final boolean[] royal;
    private final int[] unit;
    private final long[][] zone;
    /** [type]: worth at least three fifths of the game's dearest non-royal man (a Queen, a Chancellor). */
    private final boolean[] top;
    /** [side][word]: the squares side s's men (not royal) capture on, and those two or more of them do. */
    private final long[][] attacked;
    private final long[][] twice;
    /** [type]: whose checks count: neither royal nor promoting (chess engines leave out a Pawn's). */
    private final boolean[] checking;
    /** [side][type][word]: the squares side s's men of the type can move to now, where {@link #made}. */
    private final long[][][] to;
    private final boolean[][] made;
    /** Scratch: the squares from which one type checks. */
    private final long[] from;
    private final int[] count = new int[2];
    private final int[] weight = new int[2];
    private final int[] hits = new int[2];
    /** [side]: whether side s's danger to the enemy royal man is counted (he is there, and s has a man worth near the dearest). */
    private final boolean[] active = new boolean[2];

    RoyalDanger(VariantRules rules, PieceValues values, boolean[] counted, int[] unit, long[][] zone, int words) {
        types = rules.pieces().size();
        this.words = words;
        this.unit = unit;
        this.zone = zone;
        royal = new boolean[types];
        top = new boolean[types];
        checking = new boolean[types];
        int dearest = 0;
        for (int t = 0; t < types; t++) {
            PieceRules p = rules.pieces().get(t);
            royal[t] = p.royal();
            if (!royal[t]) {
                dearest = Math.max(dearest, values.value(t));
            }
        }
        for (int t = 0; t < types; t++) {
            top[t] = !royal[t] && dearest > 0 && 5 * values.value(t) >= 3 * dearest;
            checking[t] = !royal[t] && rules.pieces().get(t).promotions().isEmpty();
        }
        attacked = new long[2][words];
        twice = new long[2][words];
        from = new long[words];
        to = new long[2][types][words];
        made = new boolean[2][types];
    }

    /** Before the walk: clears the scratch of each side whose danger is counted. */
    void start(Position pos, int[] royalSquare) {
        for (int s = 0; s < 2; s++) {
            count[s] = 0;
            weight[s] = 0;
            hits[s] = 0;
            boolean hasTop = false;
            for (int i = 0; i < pos.listSize(s) && !hasTop; i++) {
                int t = pos.typeAt(pos.list(s, i));
                hasTop = t >= 0 && top[t];
            }
            active[s] = hasTop && royalSquare[s ^ 1] >= 0;
            java.util.Arrays.fill(made[s], false);
        }
        if (!active[0] && !active[1]) {
            return;
        }
        for (int s = 0; s < 2; s++) {
            java.util.Arrays.fill(attacked[s], 0);
            java.util.Arrays.fill(twice[s], 0);
            if (!active[s]) {
                continue;
            }
            for (int i = 0; i < pos.listSize(s); i++) {
                int t = pos.typeAt(pos.list(s, i));
                if (t >= 0 && checking[t] && !made[s][t]) {
                    made[s][t] = true;
                    java.util.Arrays.fill(to[s][t], 0);
                }
            }
        }
    }

    /** The squares side s's men (not royal) capture on, to be marked by the walk; null where no danger is counted. */
    long[] attacked(int s) {
        return active[0] || active[1] ? attacked[s] : null;
    }

    long[] attackedTwice(int s) {
        return twice[s];
    }

    /** The squares side s's men of type t can move to, to be marked by the walk; null where their checks are not counted. */
    long[] reach(int s, int t) {
        return made[s][t] ? to[s][t] : null;
    }

    /** A counted man of side s and type t whose captures hit the enemy royal zone on {@code hit} squares. */
    void attacker(int s, int t, int hit) {
        count[s]++;
        weight[s] += unit[t];
        hits[s] += hit;
    }

    /** After the walk: side s's danger to the enemy royal man on {@code king} (-1: none), before squaring; 0 below the threshold. */
    int of(Position pos, int s, int king, Activity activity) {
        if (!active[s] || count[s] == 0) {
            return 0;
        }
        long[] ours = attacked[s ^ 1];
        long[] theirs = attacked[s];
        long[] z = zone[king];
        int weak = 0;
        for (int w = 0; w < words; w++) {
            weak += Long.bitCount(z[w] & theirs[w] & ~ours[w]);
        }
        int checks = 0;
        for (int t = 0; t < types; t++) {
            if (!made[s][t]) {
                continue;
            }
            java.util.Arrays.fill(from, 0);
            // the royal side's moves from the royal square: the enemy's, turned round
            activity.mark(pos, t, s ^ 1, king, from);
            int safe = 0;
            int unsafe = 0;
            for (int w = 0; w < words; w++) {
                long giving = to[s][t][w] & from[w];
                long safeSquares = ~ours[w] & (~z[w] | twice[s][w]);
                safe += Long.bitCount(giving & safeSquares);
                unsafe += Long.bitCount(giving & ~safeSquares);
            }
            checks += (safe == 0 ? 0 : safe == 1 ? SAFE_CHECK : SAFE_CHECKS) + PER_UNSAFE_CHECK * unsafe;
        }
        int danger = PER_ATTACKER_WEIGHT * count[s] * weight[s] + PER_HIT * hits[s] + PER_WEAK * weak + checks;
        return danger > THRESHOLD ? danger : 0;
    }
}
