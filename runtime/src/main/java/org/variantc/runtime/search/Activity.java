package org.variantc.runtime.search;

import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Ring;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.VariantRules;

/**
 * The men's activity on the board as it stands, from the move tables of any variant: each man's
 * <b>mobility</b> (the squares it may move to or capture on, a line stopping at the first man, its
 * own men's squares not counted) and its <b>attacks on the enemy royal man's zone</b> (the royal
 * square and those beside it that its captures reach, a man in the way stopping them as for a
 * move). Leaps, slides, hops (beyond the screen) and grasshopper leaps are walked exactly; a
 * multi-leg path counts by its destination alone (its intermediate conditions unchecked), and bent
 * lines and hop limits are not counted: approximations, the same for both engines, since both
 * evaluate through this class. Royal and promoting men are left out (their own terms weigh them).
 *
 * <p>Mobility scores (reach − the type's average reach) / √(average reach) per man, so a square
 * more counts more for a Knight than for a Queen; the attack is the sum over the enemy men that hit
 * the zone of (their value / the mean value) × (the zone squares hit), squared, so it grows faster
 * than the number of attackers, as chess engines' king-danger tables do.
 *
 * <p>Where asked, the same walk of every man (royal and promoting men too) finds the <b>threats</b>:
 * an enemy man (not royal) that a man's captures reach and that is worth more than its cheapest
 * attacker, or that no man of its own side's captures reach (hanging). The values are
 * {@link PieceValues}'; a royal attacker is worth more than any man, so it threatens only hanging men.
 *
 * <p>Not thread-safe: it keeps a scratch result; each evaluation has its own.
 */
final class Activity {
    private final VariantRules rules;
    /**
     * [(type × 2 + side) × squares + square]: the moves in the walk's form, made when first walked (a
     * big game has many squares no man reaches); one array, so a man's moves are one load away.
     */
    private final int[][] moves;
    private final int squares;
    private static final int SLIDE = RayKind.SLIDE.ordinal();
    private static final int GRASSHOPPER = RayKind.GRASSHOPPER.ordinal();
    /** [type]: whether the type is counted (neither royal nor promoting, and it moves). */
    private final boolean[] counted;
    /** [type]: the average reach on a crowded board ({@link PieceValues#averageMobility}), in sixteenths. */
    private final int[] average;
    /** [type]: 1024 / √(average reach): a square's worth. */
    private final int[] perSquare;
    /** [type]: 16 × value / mean value: an attacker's weight. */
    private final int[] unit;
    /** [square]: the square and those beside it, as bits. */
    private final long[][] zone;
    private final int words;
    /** Whether the threats are counted: then every man is walked, not only the counted ones. */
    private final boolean threats;
    /** No attacker on a square; a royal man's worth, above any other man's and below {@link #NONE}. */
    private static final int NONE = Integer.MAX_VALUE;
    private static final int ROYAL = NONE - 1;
    /** [type]: the value threats compare, a royal man's {@link #ROYAL}. */
    private final int[] worth;
    /** A zone square hit, in {@link #walk}'s sum (the reach counts in the bits below). */
    private static final int HIT = 1 << 16;
    /** Scratch for the threats: the walking man's worth; per square of a man, its cheapest attacker's worth and whether one of its own side's captures reach it. */
    private int attacker;
    private final int[] cheapest;
    private final boolean[] guarded;
    /** Whether the royal danger is counted ({@link RoyalDanger}): then every man is walked and the attack maps kept. */
    private final boolean danger;
    private final RoyalDanger royalDanger;
    /** Scratch for the danger: the attack map being marked ({@link #attacked}[s]) and the walking man's check squares. */
    private long[] marking;
    private long[] once;
    private long[] twice;
    private long[] reach;
    /** Quarters of a square taken off a man's reach where an enemy promoting man's captures reach the square (0: none). */
    private final int areaCut;
    /** [type]: promoting and not royal (a Pawn). */
    private final boolean[] promoting;
    /** [side][word]: the squares side s's promoting men capture on, where areaCut is not 0. */
    private final long[][] promoterAttacks;
    /** A square reached, in quarters: {@link #walk}'s reach is counted in these. */
    private static final int QUARTERS = 4;

    Activity(VariantRules rules, PieceValues values, boolean threats) {
        this(rules, values, threats, false, 0);
    }

    /**
     * With {@code danger}, the royal danger's parts too ({@link RoyalDanger}); {@code area}: per cent of
     * a square's worth in the reach taken off where an enemy promoting man attacks it (the mobility
     * area of chess engines: a square a Pawn guards is no square for a piece).
     */
    Activity(VariantRules rules, PieceValues values, boolean threats, boolean danger, int area) {
        this.threats = threats;
        this.danger = danger;
        this.areaCut = Math.round(QUARTERS * Math.max(0, Math.min(100, area)) / 100f);
        this.rules = rules;
        int types = rules.pieces().size();
        int squares = rules.squares();
        this.squares = squares;
        moves = new int[types * 2 * squares][];
        counted = new boolean[types];
        worth = new int[types];
        cheapest = new int[squares];
        guarded = new boolean[squares];
        average = new int[types];
        perSquare = new int[types];
        unit = new int[types];
        double sum = 0;
        int n = 0;
        for (int t = 0; t < types; t++) {
            PieceRules p = rules.pieces().get(t);
            double avg = values.averageMobility(t);
            counted[t] = !p.royal() && p.promotions().isEmpty() && avg > 0;
            worth[t] = p.royal() ? ROYAL : values.value(t);
            if (counted[t]) {
                average[t] = (int) Math.round(16 * avg);
                perSquare[t] = (int) Math.round(1024 / Math.sqrt(Math.max(1, avg)));
                sum += values.value(t);
                n++;
            }
        }
        double mean = n == 0 ? 1 : Math.max(1, sum / n);
        for (int t = 0; t < types; t++) {
            unit[t] = counted[t] ? (int) Math.round(16 * Math.max(0, values.value(t)) / mean) : 0;
        }
        words = (squares + 63) / 64;
        promoting = new boolean[types];
        for (int t = 0; t < types; t++) {
            promoting[t] = !rules.pieces().get(t).royal() && !rules.pieces().get(t).promotions().isEmpty();
        }
        promoterAttacks = new long[2][words];
        zone = new long[squares][words];
        int[][] around = Ring.aroundEach(rules.files(), rules.ranks());
        for (int sq = 0; sq < squares; sq++) {
            zone[sq][sq >>> 6] |= 1L << (sq & 63);
            for (int to : around[sq]) {
                zone[sq][to >>> 6] |= 1L << (to & 63);
            }
        }
        royalDanger = danger ? new RoyalDanger(rules, values, counted, unit, zone, words) : null;
    }

    /**
     * Both sides' activity, side {@code s}'s at {@code out[s]}: [s] its mobility in 1/1024 squares over
     * √average (to be times the weight), [2 + s] its attack units on the enemy royal man on
     * {@code royalSquare[s ^ 1]} (-1: none), in sixteenths, to be squared, and where threats are
     * counted, [4 + s] the enemy men it threatens, and where the danger is counted, [6 + s] its
     * danger to the enemy royal man ({@link RoyalDanger}, before squaring).
     */
    void of(Position pos, int[] royalSquare, int[] out) {
        if (threats) {
            for (int s = 0; s < 2; s++) {
                for (int i = 0; i < pos.listSize(s); i++) {
                    cheapest[pos.list(s, i)] = NONE;
                    guarded[pos.list(s, i)] = false;
                }
            }
        }
        if (areaCut != 0) {
            for (int s = 0; s < 2; s++) {
                java.util.Arrays.fill(promoterAttacks[s], 0);
                for (int i = 0; i < pos.listSize(s); i++) {
                    int sq = pos.list(s, i);
                    int t = pos.typeAt(sq);
                    if (t >= 0 && promoting[t]) {
                        mark(pos, t, s, sq, promoterAttacks[s]);
                    }
                }
            }
        }
        if (danger) {
            royalDanger.start(pos, royalSquare);
        }
        for (int s = 0; s < 2; s++) {
            walkAll(pos, s, royalSquare[s ^ 1] < 0 ? null : zone[royalSquare[s ^ 1]], out);
        }
        if (danger) {
            for (int s = 0; s < 2; s++) {
                out[6 + s] = royalDanger.of(pos, s, royalSquare[s ^ 1], this);
            }
        }
        if (threats) {
            for (int s = 0; s < 2; s++) {
                out[4 + s] = threatened(pos, s ^ 1);
            }
        }
    }

    private void walkAll(Position pos, int s, long[] z, int[] out) {
        int mobility = 0;
        int units = 0;
        for (int i = 0; i < pos.listSize(s); i++) {
            int sq = pos.list(s, i);
            int t = pos.typeAt(sq);
            if (t < 0 || !counted[t] && !threats && !danger) {
                continue;
            }
            attacker = worth[t];
            if (danger) {
                // the royal man's own attacks are left out: a zone square only he defends is weak
                once = attacker == ROYAL ? null : royalDanger.attacked(s);
                twice = once == null ? null : royalDanger.attackedTwice(s);
                reach = royalDanger.reach(s, t);
            }
            int walked = walk(pos, walked(t, s, sq), s, (pos.board(sq) & Man.VIRGIN) != 0, z);
            if (counted[t]) {
                // the reach in quarters, so 16ths are four times it
                mobility += perSquare[t] * (4 * (walked & (HIT - 1)) - average[t]) / 16;
                units += unit[t] * (walked >>> 16);
                if (danger && walked >>> 16 != 0) {
                    royalDanger.attacker(s, t, walked >>> 16);
                }
            }
        }
        out[s] = mobility;
        out[2 + s] = units;
    }

    /** The moves of a man of type {@code t} and side {@code s} from {@code sq}, in the walk's form. */
    int[] walked(int t, int s, int sq) {
        int i = (2 * t + s) * squares + sq;
        int[] m = moves[i];
        if (m == null) {
            // a man whose reach is not counted is walked for the threats alone: his captures
            m = WalkedMoves.of(rules.pieces().get(t).moves()[s][sq], !counted[t]);
            moves[i] = m;
        }
        return m;
    }

    /** Side {@code e}'s men (not royal) that an enemy man worth less attacks, or that are attacked and not guarded. */
    private int threatened(Position pos, int e) {
        int n = 0;
        for (int i = 0; i < pos.listSize(e); i++) {
            int sq = pos.list(e, i);
            int t = pos.typeAt(sq);
            int by = cheapest[sq];
            if (t >= 0 && worth[t] != ROYAL && by != NONE && (by < worth[t] || !guarded[sq])) {
                n++;
            }
        }
        return n;
    }

    /**
     * The squares a man of type {@code t} and side {@code s} on {@code sq} would capture on, its lines
     * stopped by the men as they stand, marked in {@code into}: walked from the royal square with the
     * royal side's moves, the squares from which an enemy man of that type gives check.
     */
    void mark(Position pos, int t, int s, int sq, long[] into) {
        boolean saved = markOnly;
        markOnly = true;
        marking = into;
        walk(pos, walked(t, s, sq), s, false, null);
        markOnly = saved;
        marking = null;
    }

    /** While {@link #mark} walks: {@link #square} marks its squares and counts nothing. */
    private boolean markOnly;

    /** One man's moves from its square ({@link WalkedMoves}' form): his reach in quarters plus {@link #HIT} per zone square hit. */
    private int walk(Position pos, int[] m, int s, boolean virgin, long[] z) {
        int sum = 0;
        int k = 0;
        while (k < m.length) {
            int head = m[k++];
            boolean made = (head & WalkedMoves.INITIAL) == 0 || virgin;
            int kind = head >>> WalkedMoves.KIND_SHIFT;
            if (kind == WalkedMoves.SQUARE) {
                if (made) {
                    int to = head & WalkedMoves.SQUARE_MASK;
                    sum += square(pos.board(to), to, head >>> WalkedMoves.MODES_SHIFT, s, z);
                }
            } else {
                int length = head & WalkedMoves.SQUARE_MASK;
                if (made) {
                    sum += ray(pos, m, k, k + length, kind - WalkedMoves.RAY, s, z);
                }
                k += length;
            }
        }
        return sum;
    }

    /** A ray's squares {@code m[k]} to {@code m[end - 1]}, of the {@link RayKind} of that ordinal, as {@link #walk} sums them. */
    private int ray(Position pos, int[] m, int k, int end, int kind, int s, long[] z) {
        int sum = 0;
        boolean screened = kind == SLIDE;
        for (; k < end; k++) {
            int e = m[k];
            int modes = e >>> WalkedMoves.MODES_SHIFT;
            if ((modes & Ray.PASS) != 0) {
                continue;
            }
            int to = e & WalkedMoves.SQUARE_MASK;
            int code = pos.board(to);
            if (screened) {
                sum += square(code, to, modes, s, z);
                if (code != 0) {
                    return sum;
                }
            } else if (code != 0) {
                // the screen: a hop's squares begin beyond it, a grasshopper's is the next one
                screened = true;
                if (kind == GRASSHOPPER) {
                    if (k + 1 < end) {
                        int next = m[k + 1] & WalkedMoves.SQUARE_MASK;
                        sum += square(pos.board(next), next, m[k + 1] >>> WalkedMoves.MODES_SHIFT, s, z);
                    }
                    return sum;
                }
            }
        }
        return sum;
    }

    /**
     * One destination holding {@code code}: {@link #QUARTERS} in the reach when it is empty and may be
     * moved to, or holds an enemy man and may be captured on (less {@link #areaCut} where an enemy
     * promoting man attacks it), and {@link #HIT} when a capture there hits the zone.
     */
    private int square(int code, int to, int modes, int s, long[] z) {
        if (code == Man.WALL) {
            return 0;
        }
        boolean captures = (modes & Modes.CAPTURE) != 0;
        if (markOnly) {
            if (captures) {
                marking[to >>> 6] |= 1L << (to & 63);
            }
            return 0;
        }
        int sum = 0;
        if (code == 0 ? (modes & Modes.MOVE) != 0 : (code & Man.SIDE) != s && captures) {
            sum = areaCut != 0 && (promoterAttacks[s ^ 1][to >>> 6] >>> (to & 63) & 1) != 0 ? QUARTERS - areaCut : QUARTERS;
            if (reach != null) {
                reach[to >>> 6] |= 1L << (to & 63);
            }
        }
        if (captures && once != null) {
            long bit = 1L << (to & 63);
            twice[to >>> 6] |= once[to >>> 6] & bit;
            once[to >>> 6] |= bit;
        }
        if (captures && z != null && (z[to >>> 6] >>> (to & 63) & 1) != 0) {
            sum += HIT;
        }
        if (threats && code != 0 && captures) {
            if ((code & Man.SIDE) != s) {
                cheapest[to] = Math.min(cheapest[to], attacker);
            } else {
                guarded[to] = true;
            }
        }
        return sum;
    }
}
