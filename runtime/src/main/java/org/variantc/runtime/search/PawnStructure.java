package org.variantc.runtime.search;

import java.util.ArrayList;
import java.util.List;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.PromotionRule;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.VariantRules;

/**
 * The pawn structure of any variant, derived once from the rule tables: its men are the types the
 * definition marks {@code pawn} that promote (FIDE's, Capablanca's, Shatranj's and Makruk's Pawns;
 * not Xiangqi's Soldier, which never promotes, nor Shogi's men, which the definition does not mark).
 * White's men go up the ranks, Black's down, as {@link Evaluation}'s advance term has them.
 *
 * <p>Per man, as Fairy-Stockfish's classical evaluation scores its Pawns (the passed terms times
 * what its promotion is worth against the game's dearest promotion, {@link #worth}):
 * <ul>
 *   <li><b>passed</b> (no enemy man of the structure ahead on its own or a neighbouring file): a
 *       bonus growing with the cube of its progress toward the zone (progress 1 one step short of
 *       it, 1/n on the rank it starts n steps short), one weight for the middle game and one for the
 *       end game, halved while an enemy man stands on the square ahead; from half way on, scaled by
 *       the square of the progress, a bonus when every square ahead to the zone is empty and, in
 *       the end game, one per square the enemy royal man stands from the square ahead (at most 5)
 *       less two fifths of that per square of its own royal man's distance;</li>
 *   <li><b>isolated</b> (no own man of the structure on a neighbouring file): a penalty;</li>
 *   <li><b>backward</b> (not isolated, no own man on a neighbouring file level with or behind it,
 *       and the square ahead held or attacked by an enemy man of the structure): a penalty;</li>
 *   <li><b>connected</b>: per own man of the structure beside it on its rank (phalanx) and per one
 *       whose captures reach it (defended), a bonus times 1 + 3 × progress².</li>
 * </ul>
 * Per royal man, in the middle game, on its file and the files beside it (moved in from the board's
 * edge, so always three where the board has them): the <b>shield</b> of the own man nearest ahead of
 * it on each (a bonus, less the farther it stands) and the <b>storm</b> of the enemy man nearest ahead
 * (a penalty, more the nearer it comes, less where an own man blocks it), as strong chess engines
 * weigh the Pawns in front of a castled King.
 * The squares behind, beside and ahead come from the board; which men defend a square and which
 * attack the square ahead come from the move tables (a leap or the first square of a slide that may
 * capture, not one for the first move only), so Berolina Pawns defend straight ahead. Everything
 * per square is a table; evaluating walks the structure's men once with per-file counts, and a
 * structure met before is looked up ({@link StructureScores}): only its passed men are walked again.
 *
 * <p>Not thread-safe: it keeps per-file scratch arrays; each evaluation has its own.
 */
final class PawnStructure {
    private final VariantRules rules;
    private final EvalWeights weights;
    private final int files;
    /** [square]: its file and rank, the evaluation's tables (read for every man at every evaluation, where a division each would cost). */
    private final int[] fileOf;
    private final int[] rankOf;
    /** [type]: whether the type belongs to the structure. */
    private final boolean[] member;
    /** The structure's types, for the defenders' look-up. */
    private final int[] memberTypes;
    /** [type][side][square]: the passed bonus, middle and end game. */
    private final int[][][] passedMid;
    private final int[][][] passedEnd;
    /** [type][side][square]: the connected bonus per phalanx neighbour or defender. */
    private final int[][][] connectedUnit;
    /** [type][side][square]: progress² times the promotion's worth in 1/64ths from half way on, else 0: the scale of the free-path and royal-distance terms. */
    private final int[][][] reach;
    /** [type][side][square]: the squares ahead on the file up to and into the zone, nearest first. */
    private final int[][][][] ahead;
    /** [type][side][square]: the squares from which a man of this type and side captures on the square. */
    private final int[][][][] capturedFrom;
    /** Scratch: per side and file, the structure's men and the rearmost one's rank (White's lowest, Black's highest). */
    private final int[][] count;
    private final int[][] back;
    /** The figures of structures met before, and scratch for the ones being walked. */
    private final StructureScores cache;
    private final int[] fixedScratch = new int[2];
    private final int[] passedScratch = new int[StructureScores.MOST_PASSED];

    PawnStructure(VariantRules rules, PieceValues values, EvalWeights weights, Position start, int[] fileOf, int[] rankOf) {
        this.rules = rules;
        this.weights = weights;
        this.fileOf = fileOf;
        this.rankOf = rankOf;
        files = rules.files();
        int types = rules.pieces().size();
        int squares = rules.squares();
        member = new boolean[types];
        List<Integer> members = new ArrayList<>();
        for (int t = 0; t < types; t++) {
            PieceRules p = rules.pieces().get(t);
            member[t] = isMember(p);
            if (member[t]) {
                members.add(t);
            }
        }
        memberTypes = members.stream().mapToInt(Integer::intValue).toArray();
        passedMid = new int[types][2][];
        passedEnd = new int[types][2][];
        connectedUnit = new int[types][2][];
        reach = new int[types][2][];
        ahead = new int[types][2][][];
        capturedFrom = new int[types][2][][];
        for (int t : memberTypes) {
            for (int s = 0; s < 2; s++) {
                fill(t, s, start, squares, worth(values, t));
            }
        }
        count = new int[2][files];
        back = new int[2][files];
        cache = new StructureScores(memberTypes, types, squares);
    }

    /** The structure's men: marked {@code pawn}, promoting, not royal. */
    static boolean isMember(PieceRules p) {
        return p.resetsClock() && !p.promotions().isEmpty() && !p.royal();
    }

    /** Whether the game has a structure at all. */
    boolean any() {
        return memberTypes.length > 0;
    }

    /**
     * What promoting is worth to the type against the dearest promotion a game could offer: its best
     * promotion's gain over the gain of becoming the game's dearest man (1 in FIDE chess, where a
     * Pawn becomes a Queen; about a fifth in Makruk, where it becomes a Met), so a passed man is
     * pressed on only as far as its promotion pays.
     */
    private double worth(PieceValues values, int t) {
        int dearest = 0;
        for (int u = 0; u < rules.pieces().size(); u++) {
            if (!rules.pieces().get(u).royal()) {
                dearest = Math.max(dearest, values.value(u));
            }
        }
        int gain = 0;
        for (PromotionRule rule : rules.pieces().get(t).promotions()) {
            for (int c : rule.choices()) {
                gain = Math.max(gain, values.value(c) - values.value(t));
            }
        }
        int most = dearest - values.value(t);
        return most <= 0 ? 0 : Math.min(1, (double) gain / most);
    }

    private void fill(int t, int s, Position start, int squares, double worth) {
        PieceRules p = rules.pieces().get(t);
        boolean[] zone = new boolean[squares];
        for (PromotionRule rule : p.promotions()) {
            for (int sq = 0; sq < squares; sq++) {
                zone[sq] |= rule.zone()[s][sq];
            }
        }
        int[] distance = new int[squares];
        int[][] line = new int[squares][];
        for (int sq = 0; sq < squares; sq++) {
            line[sq] = lineAhead(s, sq, zone);
            distance[sq] = zone[sq] || line[sq].length == 0 || !zone[line[sq][line[sq].length - 1]] ? 0 : line[sq].length;
        }
        int most = 0;
        for (int sq = 0; sq < squares; sq++) {
            if (start.typeAt(sq) == t && start.sideAt(sq) == s) {
                most = Math.max(most, distance[sq]);
            }
        }
        if (most == 0) { // none at the start (promoted into, dropped): the farthest a man of it may be
            for (int d : distance) {
                most = Math.max(most, d);
            }
        }
        passedMid[t][s] = new int[squares];
        passedEnd[t][s] = new int[squares];
        connectedUnit[t][s] = new int[squares];
        reach[t][s] = new int[squares];
        ahead[t][s] = line;
        capturedFrom[t][s] = capturedFrom(p, s, squares);
        for (int sq = 0; sq < squares; sq++) {
            if (distance[sq] == 0) {
                continue; // in its zone, or never reaching it along the file: nothing to gain by advancing
            }
            double progress = Math.max(0, Math.min(1, (most - distance[sq] + 1) / (double) most));
            double cube = progress * progress * progress;
            passedMid[t][s][sq] = (int) Math.round(weights.passedRank() * cube * worth);
            passedEnd[t][s][sq] = (int) Math.round(weights.passedRankEnd() * cube * worth);
            connectedUnit[t][s][sq] = (int) Math.round(weights.connected() * (1 + 3 * progress * progress));
            reach[t][s][sq] = progress >= 0.5 ? (int) Math.round(64 * progress * progress * worth) : 0;
        }
    }

    /** The squares ahead of {@code sq} on its file for {@code s}, up to the first in the zone or the board's edge. */
    private int[] lineAhead(int s, int sq, boolean[] zone) {
        List<Integer> out = new ArrayList<>();
        int f = fileOf[sq];
        int step = s == 0 ? 1 : -1;
        for (int r = rankOf[sq] + step; r >= 0 && r < rules.ranks() && !zone[sq]; r += step) {
            int to = rules.square(f, r);
            out.add(to);
            if (zone[to]) {
                break;
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Per square, the squares from which a man of the type and side captures there in one leap or a slide's first square. */
    private int[][] capturedFrom(PieceRules p, int s, int squares) {
        List<List<Integer>> from = new ArrayList<>();
        for (int sq = 0; sq < squares; sq++) {
            from.add(new ArrayList<>());
        }
        for (int sq = 0; sq < squares; sq++) {
            SquareMoves m = p.moves()[s][sq];
            for (Leap leap : m.leaps()) {
                if (Modes.has(leap.modes(), Modes.CAPTURE) && !Modes.has(leap.modes(), Modes.INITIAL)) {
                    from.get(leap.target()).add(sq);
                }
            }
            for (Ray ray : m.rays()) {
                if (ray.kind() == RayKind.SLIDE && ray.squares().length > 0 && !Modes.has(ray.flags(), Modes.INITIAL)
                        && Modes.has(ray.squareModes()[0], Modes.CAPTURE)) {
                    from.get(ray.squares()[0]).add(sq);
                }
            }
        }
        int[][] out = new int[squares][];
        for (int sq = 0; sq < squares; sq++) {
            out[sq] = from.get(sq).stream().mapToInt(Integer::intValue).toArray();
        }
        return out;
    }

    /**
     * Adds each side's structure terms to {@code mid} and {@code end}: the men are the first
     * {@code men} squares of {@code occupied}; {@code royal} holds each side's royal square or -1.
     */
    void score(Position pos, int[] occupied, int men, int[] royal, int[] mid, int[] end) {
        structure(pos, occupied, men, royal, mid, end);
        // The shelter hangs on where the royal men stand, so it is never stored with the structure.
        if (weights.shield() != 0 || weights.storm() != 0) {
            for (int s = 0; s < 2; s++) {
                if (royal[s] >= 0) {
                    mid[s] += shelter(pos, s, royal[s]);
                }
            }
        }
    }

    /** The structure's own terms, from {@code cache} where this structure was met before. */
    private void structure(Position pos, int[] occupied, int men, int[] royal, int[] mid, int[] end) {
        long structureKey = 0;
        for (int i = 0; i < men; i++) {
            int sq = occupied[i];
            int t = pos.typeAt(sq);
            if (member[t]) {
                structureKey ^= cache.key(t, pos.sideAt(sq), sq);
            }
        }
        int entry = cache.find(structureKey);
        if (entry >= 0) {
            for (int s = 0; s < 2; s++) {
                mid[s] += cache.fixed(entry, s);
                end[s] += cache.fixed(entry, s);
            }
            for (int k = 0; k < cache.passedCount(entry); k++) {
                int man = cache.passed(entry, k);
                passedTerms(pos, StructureScores.type(man), StructureScores.side(man), StructureScores.square(man), royal, mid, end);
            }
            return;
        }
        for (int s = 0; s < 2; s++) {
            java.util.Arrays.fill(count[s], 0);
            java.util.Arrays.fill(back[s], s == 0 ? Integer.MAX_VALUE : -1);
            fixedScratch[s] = 0;
        }
        for (int i = 0; i < men; i++) {
            int sq = occupied[i];
            if (member[pos.typeAt(sq)]) {
                int s = pos.sideAt(sq);
                int f = fileOf[sq];
                int r = rankOf[sq];
                count[s][f]++;
                back[s][f] = s == 0 ? Math.min(back[s][f], r) : Math.max(back[s][f], r);
            }
        }
        int n = 0;
        for (int i = 0; i < men; i++) {
            int sq = occupied[i];
            int t = pos.typeAt(sq);
            if (member[t]) {
                int s = pos.sideAt(sq);
                fixedScratch[s] += fixedTerms(pos, t, s, sq);
                if (passedMan(t, s, sq)) {
                    passedTerms(pos, t, s, sq, royal, mid, end);
                    if (n < passedScratch.length) {
                        passedScratch[n] = StructureScores.man(sq, t, s);
                    }
                    n++;
                }
            }
        }
        for (int s = 0; s < 2; s++) {
            mid[s] += fixedScratch[s];
            end[s] += fixedScratch[s];
        }
        if (n <= StructureScores.MOST_PASSED) {
            cache.store(structureKey, fixedScratch[0], fixedScratch[1], passedScratch, n);
        }
    }

    /** Side s's shield less the enemy's storm on the files round its royal man on {@code king}, middle game. */
    private int shelter(Position pos, int s, int king) {
        if (files < 3) {
            return 0;
        }
        int centre = Math.max(1, Math.min(files - 2, fileOf[king]));
        int step = s == 0 ? 1 : -1;
        int sum = 0;
        for (int f = centre - 1; f <= centre + 1; f++) {
            int own = 0;
            int enemy = 0;
            boolean blocked = false;
            int previous = -1;
            for (int r = rankOf[king] + step, d = 1; r >= 0 && r < rules.ranks() && enemy == 0; r += step, d++) {
                int sq = rules.square(f, r);
                int t = pos.typeAt(sq);
                if (t >= 0 && member[t]) {
                    if (pos.sideAt(sq) == s) {
                        own = own == 0 ? d : own;
                    } else {
                        enemy = d;
                        blocked = previous == s;
                    }
                }
                previous = t >= 0 && member[t] ? pos.sideAt(sq) : -1;
            }
            if (own > 0 && own <= 3) {
                sum += weights.shield() * (4 - own) / 3;
            }
            if (enemy > 0 && enemy <= 5) {
                int storm = enemy == 1 ? weights.storm() / 2 : weights.storm() * (6 - enemy) / 4;
                sum -= blocked ? storm / 4 : storm;
            }
        }
        return sum;
    }

    /** The isolated, backward and connected terms of a man: the structure's men alone decide them, the same in both phases. */
    private int fixedTerms(Position pos, int t, int s, int sq) {
        int f = fileOf[sq];
        int r = rankOf[sq];
        int[] line = ahead[t][s][sq];
        int stop = line.length == 0 ? -1 : line[0];
        int sum = 0;
        boolean isolated = (f == 0 || count[s][f - 1] == 0) && (f == files - 1 || count[s][f + 1] == 0);
        if (isolated) {
            sum -= weights.isolated();
        } else if (stop >= 0 && !levelOrBehind(s, f, r) && attackedByEnemy(pos, s, stop)) {
            sum -= weights.backward();
        }
        int links = defenders(pos, s, sq) + (beside(pos, s, f - 1, r) ? 1 : 0) + (beside(pos, s, f + 1, r) ? 1 : 0);
        if (links > 0) {
            sum += connectedUnit[t][s][sq] * links;
        }
        return sum;
    }

    /** Whether the man is passed and his passed terms may count: the structure's men alone decide it. */
    private boolean passedMan(int t, int s, int sq) {
        int[] line = ahead[t][s][sq];
        return line.length > 0 && !(passedMid[t][s][sq] == 0 && passedEnd[t][s][sq] == 0 && reach[t][s][sq] == 0)
                && passed(s, fileOf[sq], rankOf[sq]);
    }

    /** A passed man's terms, which read the other men too: the square ahead held, the path free, the royal men's distance. */
    private void passedTerms(Position pos, int t, int s, int sq, int[] royal, int[] mid, int[] end) {
        int[] line = ahead[t][s][sq];
        int stop = line[0];
        boolean blocked = pos.sideAt(stop) == (s ^ 1);
        mid[s] += blocked ? passedMid[t][s][sq] / 2 : passedMid[t][s][sq];
        end[s] += blocked ? passedEnd[t][s][sq] / 2 : passedEnd[t][s][sq];
        int scale = reach[t][s][sq];
        if (scale == 0) {
            return;
        }
        if (free(pos, line)) {
            mid[s] += weights.passedFree() * scale / 64;
            end[s] += weights.passedFree() * scale / 64;
        }
        if (royal[s ^ 1] >= 0 && royal[s] >= 0) {
            int theirs = Math.min(5, distance(royal[s ^ 1], stop));
            int ours = Math.min(5, distance(royal[s], stop));
            end[s] += weights.passedKing() * scale * (5 * theirs - 2 * ours) / (5 * 64);
        }
    }

    /** No enemy man of the structure ahead on this or a neighbouring file. */
    private boolean passed(int s, int file, int rank) {
        int enemy = s ^ 1;
        for (int f = Math.max(0, file - 1); f <= Math.min(files - 1, file + 1); f++) {
            // if any enemy man is ahead, the enemy's rearmost one is
            if (count[enemy][f] > 0 && (s == 0 ? back[enemy][f] > rank : back[enemy][f] < rank)) {
                return false;
            }
        }
        return true;
    }

    /** An own man of the structure on a neighbouring file level with the rank or behind it. */
    private boolean levelOrBehind(int s, int file, int rank) {
        for (int f = file - 1; f <= file + 1; f += 2) {
            if (f >= 0 && f < files && count[s][f] > 0 && (s == 0 ? back[s][f] <= rank : back[s][f] >= rank)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the square holds an enemy man of the structure or one of them captures there. */
    private boolean attackedByEnemy(Position pos, int s, int sq) {
        int enemy = s ^ 1;
        int here = pos.typeAt(sq);
        if (here >= 0 && member[here] && pos.sideAt(sq) == enemy) {
            return true;
        }
        for (int u : memberTypes) {
            for (int from : capturedFrom[u][enemy][sq]) {
                if (pos.typeAt(from) == u && pos.sideAt(from) == enemy) {
                    return true;
                }
            }
        }
        return false;
    }

    /** How many own men of the structure capture on the square: its defenders. */
    private int defenders(Position pos, int s, int sq) {
        int n = 0;
        for (int u : memberTypes) {
            for (int from : capturedFrom[u][s][sq]) {
                if (pos.typeAt(from) == u && pos.sideAt(from) == s) {
                    n++;
                }
            }
        }
        return n;
    }

    /** Whether an own man of the structure stands on file {@code f} of the rank (a phalanx neighbour). */
    private boolean beside(Position pos, int s, int f, int r) {
        if (f < 0 || f >= files) {
            return false;
        }
        int at = rules.square(f, r);
        int type = pos.typeAt(at);
        return type >= 0 && member[type] && pos.sideAt(at) == s;
    }

    private static boolean free(Position pos, int[] line) {
        for (int sq : line) {
            if (pos.sideAt(sq) >= 0) {
                return false;
            }
        }
        return true;
    }

    private int distance(int a, int b) {
        return Math.max(Math.abs(fileOf[a] - fileOf[b]), Math.abs(rankOf[a] - rankOf[b]));
    }
}
