package org.variantc.runtime.search;

import java.util.Arrays;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Ring;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.Extinction;
import org.variantc.runtime.rules.GoalRule;
import org.variantc.runtime.rules.Outcome;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.PromotionRule;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.VariantRules;

/**
 * A static evaluation for any variant, built from the rule tables with no per-variant numbers:
 * material ({@link PieceValues}), men in hand, piece-square terms (a piece is better where it
 * reaches more squares; a promoting man better nearer its zone, more so when no enemy man of
 * its kind stands ahead of it), doubled promoting men, the pawn structure ({@link PawnStructure}:
 * passed, isolated, backward and connected men of the types marked {@code pawn}), file riders on files free of their own
 * promoting men, royal safety in the middle game and
 * centralisation in the end game, goal races (a man of a goal type is worth more the
 * nearer it is to its goal zone), in n-check the checks given, and the men's activity on the board
 * as it stands ({@link Activity}: mobility, attacks on the royal man's zone, threats on men). Where losing all one's men
 * wins (Antichess), material and promotions count against their side. Scores are centipawns
 * for the side to move.
 *
 * <p>Not thread-safe: it keeps scratch arrays; each search has its own.
 */
public final class Evaluation {
    private final EvalWeights weights;
    private final VariantRules rules;
    private final PieceValues values;
    private final int files;
    private final int ranks;
    private final int types;
    private final boolean drops;
    private final boolean[] royal;
    private final boolean[] promotes;
    private final int[] handValue;
    /** Per type: the value the material term counts ({@link #materialValues}). */
    private final int[] materialValue;
    /** [type][side][square]: the middle-game and end-game piece-square bonus. */
    private final int[][][] middle;
    private final int[][][] end;
    /** [type][side][square]: the goal-race bonus, scaled up as the board empties. */
    private final int[][][] goal;
    private final int[][][] advance;
    private final int startPhase;
    /** The phase material at or below which the end-game terms count alone, and at or above which the middle game's do. */
    private final int phaseLow;
    private final int phaseHigh;
    private final int[][] promoterFiles;
    private final int[][] promoterBack;
    /** -1 where a side wins by losing all its men (Antichess): material is then a burden. */
    private final int materialSign;
    /** n-check: the worth of each count of checks given, or null. */
    private final int[] checkValue;
    /** The royal safety terms: null where both weights are 0 (then nothing is spent on them). */
    private final RoyalSafety safety;
    /** Mobility and attacks on the royal zone: null where their weights are 0 (then nothing is spent on them). */
    private final Activity activity;
    private final int[] active = new int[8];
    /** Scratch: the occupied squares of the position being evaluated, and each side's royal square. */
    private final int[] occupied;
    private final int[] royalSquare = new int[2];
    /** Scratch: per side, the material, the middle-game and end-game position terms and the promoting men's terms. */
    private final int[] material = new int[2];
    private final int[] positionMid = new int[2];
    private final int[] positionEnd = new int[2];
    private final int[] promoterScores = new int[2];
    /** Scratch: per side, the promoting men beyond the first on their files, counted as the men are read. */
    private final int[] doubledMen = new int[2];
    /** The pawn structure's terms: null where their weights are 0, where the game has no structure or where material is a burden. */
    private final PawnStructure structure;
    /** [type]: whether it slides along its file (a Rook, a Lance), for the open-file term. */
    private final boolean[] fileRider;
    /** [square]: its file and rank, read at every evaluation (a division each, asked of the rules). */
    private final int[] fileOf;
    private final int[] rankOf;
    /** [square]: the squares beside it, for the royal shelter. */
    private final int[][] around;

    public Evaluation(Rulebook book) {
        this(book, PieceValues.of(book), EvalWeights.defaults(book.rules()));
    }

    public Evaluation(Rulebook book, PieceValues values) {
        this(book, values, EvalWeights.defaults(book.rules()));
    }

    public Evaluation(Rulebook book, PieceValues values, EvalWeights weights) {
        VariantRules rules = book.rules();
        this.weights = weights;
        this.rules = rules;
        this.values = values;
        files = rules.files();
        ranks = rules.ranks();
        types = rules.pieces().size();
        drops = rules.placing().drops().enabled();
        royal = new boolean[types];
        promotes = new boolean[types];
        handValue = new int[types];
        materialValue = materialValues(rules, values, weights);
        int squares = rules.squares();
        middle = new int[types][2][squares];
        end = new int[types][2][squares];
        goal = new int[types][2][squares];
        advance = new int[types][2][squares];
        promoterFiles = new int[2][files];
        fileRider = new boolean[types];
        promoterBack = new int[2][files];
        for (int t = 0; t < types; t++) {
            PieceRules p = rules.pieces().get(t);
            royal[t] = p.royal();
            promotes[t] = !p.promotions().isEmpty();
            handValue[t] = materialValue[t] + materialValue[t] * weights.handBonus() / 100;
            fileRider[t] = !royal[t] && !promotes[t] && slidesAlongFile(p);
            for (int side = 0; side < 2; side++) {
                for (int sq = 0; sq < squares; sq++) {
                    fillSquare(t, p, side, sq);
                }
            }
        }
        Position start = Fen.start(book);
        startPhase = Math.max(1, phase(start));
        // drop games keep the plain taper: men in hand keep their phase near the start's anyway
        phaseLow = drops ? 0 : (int) ((long) startPhase * weights.phaseEnd() / 100);
        phaseHigh = drops ? startPhase : Math.max(phaseLow + 1, (int) ((long) startPhase * (100 - weights.phaseMid()) / 100));
        materialSign = givesMenAway(rules) ? -1 : 1;
        checkValue = checkValues(rules, values);
        safety = weights.kingZone() == 0 && (weights.dropThreat() == 0 && weights.dropChecks() == 0 || !drops) ? null : new RoyalSafety(rules, weights);
        occupied = new int[squares];
        fileOf = new int[squares];
        rankOf = new int[squares];
        for (int sq = 0; sq < squares; sq++) {
            fileOf[sq] = rules.fileOf(sq);
            rankOf[sq] = rules.rankOf(sq);
        }
        structure = structureOf(rules, values, weights, start, materialSign, fileOf, rankOf);
        around = Ring.aroundEach(files, ranks);
        activity = weights.mobility() == 0 && weights.mobilityEnd() == 0 && weights.attack() == 0
                && weights.threat() == 0 && weights.danger() == 0 ? null
                : new Activity(rules, values, weights.threat() != 0, weights.danger() != 0, weights.mobilityArea());
    }

    /**
     * Each type's value as the material term counts it: a promoting man's times {@code promoter}
     * per cent; any other's times (value / mean)^(spread / 100), the mean over the non-royal,
     * non-promoting types. The untuned weights (100, 0) leave every value as estimated.
     */
    public static int[] materialValues(VariantRules rules, PieceValues values, EvalWeights weights) {
        int types = rules.pieces().size();
        double sum = 0;
        int counted = 0;
        for (int t = 0; t < types; t++) {
            PieceRules p = rules.pieces().get(t);
            if (!p.royal() && p.promotions().isEmpty() && values.value(t) > 0) {
                sum += values.value(t);
                counted++;
            }
        }
        double mean = counted == 0 ? 1 : sum / counted;
        int[] out = new int[types];
        for (int t = 0; t < types; t++) {
            PieceRules p = rules.pieces().get(t);
            int v = values.value(t);
            if (!p.promotions().isEmpty()) {
                out[t] = v * weights.promoter() / 100;
            } else if (weights.spread() == 0 || v <= 0 || p.royal()) {
                out[t] = v;
            } else {
                out[t] = (int) Math.round(v * Math.pow(v / mean, weights.spread() / 100.0));
            }
        }
        return out;
    }

    /**
     * The pawn structure, or null where nothing would be spent on it: its weights all 0, no type of
     * it in the game, or a game where losing all one's men wins (its men are a burden there).
     */
    private static PawnStructure structureOf(VariantRules rules, PieceValues values, EvalWeights w, Position start,
                                             int materialSign, int[] fileOf, int[] rankOf) {
        if (materialSign < 0 || w.isolated() == 0 && w.backward() == 0 && w.connected() == 0 && w.passedRank() == 0
                && w.passedRankEnd() == 0 && w.passedFree() == 0 && w.passedKing() == 0 && w.shield() == 0
                && w.storm() == 0) {
            return null;
        }
        PawnStructure s = new PawnStructure(rules, values, w, start, fileOf, rankOf);
        return s.any() ? s : null;
    }

    /** Whether running out of all men wins: then every man, and every promotion, counts against its side. */
    static boolean givesMenAway(VariantRules rules) {
        Extinction x = rules.ending().end().extinction();
        return x != null && x.allMen() && x.outcome() == Outcome.WIN && x.atMost() == 0;
    }

    public PieceValues values() {
        return values;
    }

    private void fillSquare(int t, PieceRules p, int side, int sq) {
        int white = side == 0 ? sq : mirror(sq);
        int centre = (int) Math.round(weights.centre() * (values.mobility(t, white) - values.averageMobility(t)));
        int ownRank = rules.rankOf(white);
        if (royal[t]) {
            middle[t][side][sq] = -weights.royalRank() * Math.min(ownRank, 3);
            end[t][side][sq] = 2 * centre;
        } else {
            middle[t][side][sq] = centre;
            end[t][side][sq] = centre;
        }
        if (promotes[t]) {
            int gain = 0;
            int distance = Integer.MAX_VALUE;
            for (PromotionRule rule : p.promotions()) {
                for (int c : rule.choices()) {
                    gain = Math.max(gain, values.value(c) - values.value(t));
                }
                distance = Math.min(distance, rankDistance(rule.zone()[side], sq));
            }
            if (distance != Integer.MAX_VALUE && distance > 0) {
                double progress = 1 - (double) distance / (ranks - 1);
                advance[t][side][sq] = (int) Math.round(weights.advance() / 100.0 * gain * progress * progress * progress);
            }
        }
        for (GoalRule rule : rules.ending().end().goals()) {
            if (rule.pieceType() == t) {
                int distance = kingDistance(rule.zone()[side], sq);
                double progress = 1 - (double) distance / Math.max(files, ranks);
                // The best of the type's goals: a goal of one side only leaves the other's at 0.
                goal[t][side][sq] = Math.max(goal[t][side][sq],
                        (int) Math.round(weights.goal() * Math.pow(Math.max(0, progress), 4)));
            }
        }
    }

    /** Whether the type's moves (White's) from some square include a slide of two squares or more along its file. */
    private boolean slidesAlongFile(PieceRules p) {
        for (int from = 0; from < rules.squares(); from++) {
            for (Ray ray : p.moves()[0][from].rays()) {
                int[] line = ray.squares();
                boolean onFile = ray.kind() == RayKind.SLIDE && line.length >= 2;
                for (int k = 0; k < line.length && onFile; k++) {
                    onFile = rules.fileOf(line[k]) == rules.fileOf(from);
                }
                if (onFile) {
                    return true;
                }
            }
        }
        return false;
    }

    private int mirror(int sq) {
        return rules.square(rules.fileOf(sq), ranks - 1 - rules.rankOf(sq));
    }

    private int rankDistance(boolean[] zone, int sq) {
        int best = Integer.MAX_VALUE;
        for (int z = 0; z < zone.length; z++) {
            if (zone[z]) {
                best = Math.min(best, Math.abs(rules.rankOf(z) - rules.rankOf(sq)));
            }
        }
        return best;
    }

    private int kingDistance(boolean[] zone, int sq) {
        int best = Math.max(files, ranks);
        for (int z = 0; z < zone.length; z++) {
            if (zone[z]) {
                best = Math.min(best, Math.max(Math.abs(rules.rankOf(z) - rules.rankOf(sq)),
                        Math.abs(rules.fileOf(z) - rules.fileOf(sq))));
            }
        }
        return best;
    }

    /** The phase material (pieces that neither promote nor are royal) of a position's board and hands. */
    private int phase(Position pos) {
        int sum = 0;
        for (int t = 0; t < types; t++) {
            if (!royal[t] && !promotes[t]) {
                int men = pos.pieceCount(0, t) + pos.pieceCount(1, t);
                if (drops) {
                    men += pos.handCount(0, t) + pos.handCount(1, t);
                }
                sum += values.value(t) * men;
            }
        }
        return sum;
    }

    /**
     * The middle game's share of 256: 256 at or above {@link #phaseHigh}, 0 at or below
     * {@link #phaseLow}, linear between (with both weights 0, 256 × material / the start's, as before).
     */
    private int taper(int material) {
        if (material <= phaseLow) {
            return 0;
        }
        return (int) Math.min(256, 256L * (material - phaseLow) / (phaseHigh - phaseLow));
    }

    /** The score for the side to move, in centipawns. */
    public int evaluate(Position pos) {
        int phase = taper(phase(pos));
        int[] material = this.material;
        int[] positionMid = this.positionMid;
        int[] positionEnd = this.positionEnd;
        for (int s = 0; s < 2; s++) {
            material[s] = 0;
            doubledMen[s] = 0;
            positionMid[s] = 0;
            positionEnd[s] = 0;
            Arrays.fill(promoterFiles[s], 0);
            Arrays.fill(promoterBack[s], s == 0 ? ranks : -1);
        }
        int men = 0;
        royalSquare[0] = -1;
        royalSquare[1] = -1;
        // the men from their lists, not a scan of every square: the sums do not depend on the order
        for (int i = 0; i < pos.listSize(0) + pos.listSize(1); i++) {
            int sq = i < pos.listSize(0) ? pos.list(0, i) : pos.list(1, i - pos.listSize(0));
            int t = pos.typeAt(sq);
            int s = pos.sideAt(sq);
            occupied[men++] = sq;
            material[s] += materialValue[t];
            positionMid[s] += middle[t][s][sq];
            positionEnd[s] += end[t][s][sq] + goal[t][s][sq];
            if (goal[t][s][sq] != 0) {
                positionMid[s] += goal[t][s][sq] / 4;
            }
            if (promotes[t]) {
                int f = fileOf[sq];
                int r = rankOf[sq];
                if (++promoterFiles[s][f] > 1) {
                    doubledMen[s]++; // each man beyond the first on his file
                }
                // the rearmost man: White's lowest rank, Black's highest
                promoterBack[s][f] = s == 0 ? Math.min(promoterBack[s][f], r) : Math.max(promoterBack[s][f], r);
            } else if (royal[t]) {
                positionMid[s] += weights.shelter() * Math.min(3, neighbours(pos, sq, s));
                if (royalSquare[s] < 0 || sq < royalSquare[s]) { // the first on the board, as a scan finds it
                    royalSquare[s] = sq;
                }
            }
        }
        if (safety != null) {
            for (int s = 0; s < 2; s++) {
                if (royalSquare[s] >= 0) {
                    positionMid[s] -= safety.danger(pos, s, royalSquare[s], occupied, men);
                }
            }
        }
        if (structure != null) {
            structure.score(pos, occupied, men, royalSquare, positionMid, positionEnd);
        }
        int threats = 0;
        if (activity != null) {
            activity.of(pos, royalSquare, active);
            for (int s = 0; s < 2; s++) {
                positionMid[s] += weights.mobility() * active[s] / 1024;
                positionEnd[s] += weights.mobilityEnd() * active[s] / 1024;
                positionMid[s ^ 1] -= (int) ((long) weights.attack() * active[2 + s] * active[2 + s] / 4096);
                if (active[6 + s] != 0) {
                    // the royal danger side s makes: squared in the middle game, linear in the end game
                    positionMid[s ^ 1] -= (int) ((long) weights.danger() * active[6 + s] * active[6 + s] / 409_600);
                    positionEnd[s ^ 1] -= weights.danger() * active[6 + s] / 1_600;
                }
            }
            threats = weights.threat() * (active[4] - active[5]);
        }
        if (drops) {
            for (int t = 0; t < types; t++) {
                material[0] += handValue[t] * pos.handCount(0, t);
                material[1] += handValue[t] * pos.handCount(1, t);
            }
        }
        int[] promoters = promoterTerms(pos, men);
        // threats win material, so where material is a burden they count against their side too
        int white = materialSign * ((material[0] - material[1]) * weights.material() / 100 + promoters[0] - promoters[1] + threats)
                + ((positionMid[0] - positionMid[1]) * phase + (positionEnd[0] - positionEnd[1]) * (256 - phase)) / 256;
        if (checkValue != null) {
            white += checkValue[pos.checksGiven(0)] - checkValue[pos.checksGiven(1)];
        }
        int score = pos.sideToMove() == 0 ? white : -white;
        return score + weights.tempo();
    }

    /**
     * n-check: the worth of the checks given, from the rules' count and the piece values: the
     * most valuable man's worth times (given / needed) squared, so each check is worth more than
     * the one before and the last but one nearly that man.
     */
    private static int[] checkValues(VariantRules rules, PieceValues values) {
        int needed = rules.royals().checks().checksToWin();
        if (needed == 0) {
            return null;
        }
        int most = 0;
        for (int t = 0; t < rules.pieces().size(); t++) {
            if (!rules.pieces().get(t).royal()) {
                most = Math.max(most, values.value(t));
            }
        }
        int[] worth = new int[needed + 1];
        for (int given = 0; given <= needed; given++) {
            worth[given] = most * given * given / (needed * needed);
        }
        return worth;
    }

    /**
     * Per side: advance bonuses (doubled when passed), doubled-man penalties and the file riders on
     * files without their own promoting men.
     */
    private int[] promoterTerms(Position pos, int men) {
        int[] out = promoterScores;
        out[0] = 0;
        out[1] = 0;
        for (int i = 0; i < men; i++) {
            int sq = occupied[i];
            int t = pos.typeAt(sq);
            if (!promotes[t]) {
                continue;
            }
            int s = pos.sideAt(sq);
            int bonus = advance[t][s][sq];
            if (passed(s, fileOf[sq], rankOf[sq])) {
                bonus = 2 * bonus + weights.passed();
            }
            out[s] += bonus;
        }
        if (weights.openFile() != 0) {
            for (int i = 0; i < men; i++) {
                int sq = occupied[i];
                int s = pos.sideAt(sq);
                int f = fileOf[sq];
                if (fileRider[pos.typeAt(sq)] && promoterFiles[s][f] == 0) {
                    // half open: no own promoting man on the file; open: none of either side's
                    out[s] += weights.openFile() * (promoterFiles[s ^ 1][f] == 0 ? 2 : 1);
                }
            }
        }
        for (int s = 0; s < 2; s++) {
            out[s] -= weights.doubled() * doubledMen[s];
        }
        return out;
    }

    /** No enemy promoting man on this or a neighbouring file ahead of the man. */
    private boolean passed(int s, int file, int rank) {
        int enemy = s ^ 1;
        for (int f = Math.max(0, file - 1); f <= Math.min(files - 1, file + 1); f++) {
            if (promoterFiles[enemy][f] == 0) {
                continue;
            }
            // if any enemy man is ahead of us, the enemy's rearmost one is
            int back = promoterBack[enemy][f];
            if (s == 0 ? back > rank : back < rank) {
                return false;
            }
        }
        return true;
    }

    private int neighbours(Position pos, int sq, int s) {
        int n = 0;
        for (int near : around[sq]) {
            if (pos.sideAt(near) == s) {
                n++;
            }
        }
        return n;
    }

    /** The material value the search uses for captures and pruning margins. */
    public int value(int type) {
        return values.value(type);
    }
}
