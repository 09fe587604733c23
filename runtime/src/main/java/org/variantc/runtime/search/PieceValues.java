package org.variantc.runtime.search;

import org.variantc.runtime.notation.Preparation;
import org.variantc.runtime.moves.CapturedMen;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.PromotionRule;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.position.Rulebook;

/**
 * Each piece type's value in centipawns, estimated from its move tables alone, so a new variant
 * needs no tuning: a piece is worth what it can reach on a typically crowded board.
 *
 * <p>On every square the destinations of the piece are counted with weights: a ray's k-th
 * square counts only if the k - 1 before it are empty, each with probability 1 - {@link #DENSITY}
 * (so a rider gains less from a long line than a leaper from a new target, and range grows with
 * the board); a move that only moves or only captures counts half; forward destinations count
 * more than backward ones; hops, lame legs and locust captures count by the chance that their
 * condition holds. The average over the board, raised to a power fitted once to the classical
 * FIDE values (N 320, B 330, R 500, Q 950), is the value; a promoting piece adds a small share of
 * its best promotion. Pieces bound to one square colour lose a tenth; royal pieces get
 * none (they are never traded). The definition's {@code value} overrides the estimate.
 */
public final class PieceValues {
    /** The chance that a square on a line is occupied, in a typical middle game. */
    static final double DENSITY = 0.3;
    private static final double SCALE = 51;
    private static final double EXPONENT = 1.108;
    /** The share of its best promotion that a promoting piece is worth on top of its moves. */
    private static final double PROMOTION_SHARE = 0.03;
    private static final double FORWARD = 1.15;
    private static final double BACKWARD = 0.85;

    private final VariantRules rules;
    private final int[] estimate;
    private final int[] value;
    /** Per type and square (White's view), the weighted mobility there. */
    private final double[][] mobility;
    private final double[] average;
    /** A captured man's worth when ordering moves: a royal one (several royal men) still counts, a wall none. */
    private final CapturedMen.Worth victimWorth = type -> type < 0 ? 0 : Math.max(value(type), 1);

    private PieceValues(VariantRules rules, boolean[] holes) {
        this.rules = rules;
        int types = rules.pieces().size();
        estimate = new int[types];
        value = new int[types];
        mobility = new double[types][rules.squares()];
        average = new double[types];
        // The average is over the squares of the board: a hole is none (Holes), no man stands there.
        int squares = 0;
        for (boolean hole : holes) {
            squares += hole ? 0 : 1;
        }
        for (int t = 0; t < types; t++) {
            PieceRules p = rules.pieces().get(t);
            double sum = 0;
            for (int sq = 0; sq < rules.squares(); sq++) {
                mobility[t][sq] = weighted(p.moves()[0][sq], sq);
                sum += mobility[t][sq];
            }
            average[t] = sum / Math.max(1, squares);
            double v = SCALE * Math.pow(average[t], EXPONENT);
            if (colourBound(p)) {
                v *= 0.9;
            }
            estimate[t] = p.royal() ? 0 : (int) Math.round(Math.max(v, 10));
        }
        for (int t = 0; t < types; t++) {
            estimate[t] += (int) Math.round(PROMOTION_SHARE * bestPromotion(rules.pieces().get(t)));
        }
        for (int t = 0; t < types; t++) {
            value[t] = rules.pieces().get(t).value() > 0 ? rules.pieces().get(t).value() : estimate[t];
        }
    }

    private int bestPromotion(PieceRules p) {
        int best = 0;
        for (PromotionRule rule : p.promotions()) {
            for (int choice : rule.choices()) {
                PieceRules c = rules.pieces().get(choice);
                best = Math.max(best, c.value() > 0 ? c.value() : estimate[choice]);
            }
        }
        return best;
    }

    public static PieceValues of(VariantRules rules) {
        return of(Preparation.table(rules));
    }

    /** The values of {@code book}'s rules, on the board its start has (holes are no squares). */
    public static PieceValues of(Rulebook book) {
        return new PieceValues(book.rules(), book.start().holes());
    }

    /** What a captured man of a type is worth to move ordering ({@link Captures}). */
    CapturedMen.Worth victimWorth() {
        return victimWorth;
    }

    /** The value the engine plays with: the definition's, or else the estimate. */
    public int value(int type) {
        return value[type];
    }

    /** The estimate from the tables, whatever the definition says. */
    public int estimate(int type) {
        return estimate[type];
    }

    /** The definition's value, 0 when it gives none. */
    public int override(int type) {
        return rules.pieces().get(type).value();
    }

    /** The weighted mobility of the type on a square, as White sees it (mirror for Black). */
    public double mobility(int type, int square) {
        return mobility[type][square];
    }

    public double averageMobility(int type) {
        return average[type];
    }

    private double weighted(SquareMoves moves, int from) {
        double sum = 0;
        for (Leap leap : moves.leaps()) {
            sum += modeWeight(leap.modes()) * direction(from, leap.target()) * initial(leap.modes());
        }
        for (Ray ray : moves.rays()) {
            double open = ray.kind() == RayKind.SLIDE ? 1 : DENSITY;
            for (int k = 0; k < ray.squares().length; k++) {
                int m = ray.squareModes()[k];
                if ((m & Ray.PASS) == 0) {
                    sum += open * modeWeight(m) * direction(from, ray.squares()[k]) * initial(ray.flags());
                    open *= 1 - DENSITY;
                }
            }
        }
        for (Path path : moves.paths()) {
            double chance = 1;
            for (byte c : path.conditions()) {
                chance *= c == Step.EMPTY ? 1 - DENSITY : c == Step.CAPTURE ? DENSITY / 2 : c == Step.OCCUPIED ? DENSITY : 1;
            }
            sum += chance * modeWeight(path.modes()) * direction(from, path.destination()) * initial(path.modes());
        }
        for (org.variantc.runtime.rules.Bend bend : moves.bends()) {
            double corner = 1;
            for (int k = 0; k < bend.squares().length; k++) {
                corner *= 1 - DENSITY; // the first leg's squares, the corner included, empty
                for (int[] turn : bend.turns()[k]) {
                    double open = corner;
                    for (int sq : turn) {
                        sum += open * modeWeight(bend.modes()) * direction(from, sq) * initial(bend.modes());
                        open *= 1 - DENSITY;
                    }
                }
            }
        }
        return sum;
    }

    private static double modeWeight(int modes) {
        return ((modes & Modes.MOVE) != 0 ? 0.5 : 0) + ((modes & Modes.CAPTURE) != 0 ? 0.5 : 0);
    }

    /** An initial move is available once in a game: worth little beyond development. */
    private static double initial(int modes) {
        return (modes & Modes.INITIAL) != 0 ? 0.15 : 1;
    }

    private double direction(int from, int to) {
        int dr = rules.rankOf(to) - rules.rankOf(from);
        return dr > 0 ? FORWARD : dr < 0 ? BACKWARD : 1;
    }

    /** True when every move keeps the square colour (file + rank parity) on a board of both colours. */
    private boolean colourBound(PieceRules p) {
        boolean any = false;
        for (int sq = 0; sq < rules.squares(); sq++) {
            SquareMoves m = p.moves()[0][sq];
            for (Leap leap : m.leaps()) {
                any = true;
                if (!sameColour(sq, leap.target())) {
                    return false;
                }
            }
            for (Ray ray : m.rays()) {
                for (int s : ray.squares()) {
                    any = true;
                    if (!sameColour(sq, s)) {
                        return false;
                    }
                }
            }
            for (Path path : m.paths()) {
                any = true;
                if (!sameColour(sq, path.destination())) {
                    return false;
                }
            }
            for (org.variantc.runtime.rules.Bend bend : m.bends()) {
                for (int[][] turns : bend.turns()) {
                    for (int[] turn : turns) {
                        for (int s : turn) {
                            any = true;
                            if (!sameColour(sq, s)) {
                                return false;
                            }
                        }
                    }
                }
            }
        }
        return any;
    }

    private boolean sameColour(int a, int b) {
        return (rules.fileOf(a) + rules.rankOf(a) + rules.fileOf(b) + rules.rankOf(b)) % 2 == 0;
    }
}
