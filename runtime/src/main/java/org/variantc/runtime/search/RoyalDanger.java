package org.variantc.runtime.search;

import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.VariantRules;

/**
 * The danger to a royal man as strong chess engines reckon it, from the move tables of any
 * variant, gathered during {@link Activity}'s walk of every man: the enemy men whose captures hit
 * the royal zone (their count times the sum of their weights, so one attacker alone weighs little),
 * the zone squares they hit, the zone squares the enemy attacks that no man of ours but the royal
 * man defends (weak), and the checks: for each enemy type, the squares from which a man of it
 * would give check (walked from the royal square with the type's own moves, the men as they
 * stand stopping its lines) that a man of that type could move to now, safe where no man of ours
 * attacks the square (a square beside the royal man only when two enemy men attack it). Without a
 * man worth near the game's dearest (a Queen in chess) the attack is much weaker. The sum is
 * squared in the middle game ({@link Evaluation}), so danger grows faster than its parts.
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
    private static final int NO_TOP_MAN = 800;
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
    /** [side][type][word]: squares from which side s's men of the type check the enemy royal man, and those they can reach now. */
    private final long[][][] from;
    private final long[][][] to;
    private final boolean[][] made;
    private final int[] count = new int[2];
    private final int[] weight = new int[2];
    private final int[] hits = new int[2];
    private final boolean[] hasTop = new boolean[2];

    RoyalDanger(VariantRules rules, PieceValues values, boolean[] counted, int[] unit, long[][] zone, int words) {
        types = rules.pieces().size();
        this.words = words;
        this.unit = unit;
        this.zone = zone;
        royal = new boolean[types];
        top = new boolean[types];
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
        }
        attacked = new long[2][words];
        twice = new long[2][words];
        from = new long[2][types][words];
        to = new long[2][types][words];
        made = new boolean[2][types];
    }

    /** Before the walk: clears the scratch and marks each present enemy type's checking squares. */
    void start(Position pos, int[] royalSquare, Activity activity) {
        for (int s = 0; s < 2; s++) {
            count[s] = 0;
            weight[s] = 0;
            hits[s] = 0;
            hasTop[s] = false;
            for (int w = 0; w < words; w++) {
                attacked[s][w] = 0;
                twice[s][w] = 0;
            }
            java.util.Arrays.fill(made[s], false);
            int king = royalSquare[s ^ 1];
            if (king < 0) {
                continue;
            }
            for (int i = 0; i < pos.listSize(s); i++) {
                int t = pos.typeAt(pos.list(s, i));
                if (t < 0 || royal[t] || made[s][t]) {
                    continue;
                }
                made[s][t] = true;
                java.util.Arrays.fill(from[s][t], 0);
                java.util.Arrays.fill(to[s][t], 0);
                // the royal side's moves from the royal square: the enemy's, turned round
                activity.mark(pos, t, s ^ 1, king, from[s][t]);
            }
        }
    }

    long[] attacked(int s) {
        return attacked[s];
    }

    long[] attackedTwice(int s) {
        return twice[s];
    }

    /** The squares from which side s's men of type t would give check, or null (royal, or no enemy royal man). */
    long[] checkFrom(int s, int t) {
        return made[s][t] ? from[s][t] : null;
    }

    long[] checkTo(int s, int t) {
        return to[s][t];
    }

    /** A counted man of side s and type t whose captures hit the enemy royal zone on {@code hit} squares. */
    void attacker(int s, int t, int hit) {
        count[s]++;
        weight[s] += unit[t];
        hits[s] += hit;
    }

    /** A man of side s and type t is on the board. */
    void present(int s, int t) {
        hasTop[s] |= top[t];
    }

    /** After the walk: side s's danger to the enemy royal man on {@code king} (-1: none), before squaring; 0 below the threshold. */
    int of(int s, int king) {
        if (king < 0) {
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
            int safe = 0;
            int unsafe = 0;
            for (int w = 0; w < words; w++) {
                long safeSquares = ~ours[w] & (~z[w] | twice[s][w]);
                safe += Long.bitCount(to[s][t][w] & safeSquares);
                unsafe += Long.bitCount(to[s][t][w] & ~safeSquares);
            }
            checks += (safe == 0 ? 0 : safe == 1 ? SAFE_CHECK : SAFE_CHECKS) + PER_UNSAFE_CHECK * unsafe;
        }
        int danger = PER_ATTACKER_WEIGHT * count[s] * weight[s] + PER_HIT * hits[s] + PER_WEAK * weak + checks
                - (hasTop[s] ? 0 : NO_TOP_MAN);
        return danger > THRESHOLD ? danger : 0;
    }
}
