package org.variantc.lab;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import org.variantc.compiler.cli.CommandFailure;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.PieceValues;

/**
 * The design of a values run, after H.G. Muller: every imbalance close to even, where a game
 * compares two values best, and each comparison played at two Pawn counts that bracket even by
 * a rough prior (the engine's static estimates, {@code variantc values}): the cheapest piece
 * against the Pawns it is worth less one and plus one ({@code N vs PP}, {@code N vs PPPP}), each
 * dearer piece against the next cheaper one with the Pawns the prior puts between them, less
 * one and plus one ({@code R vs BP}, {@code R vs BPPP}; a count below 0 takes the Pawns from the
 * side without the piece measured instead: {@code BP vs N}, {@code B vs NP}). Each piece is so chained to the Pawn, and the
 * two Pawns between the arms of every bracket tell the fit the scale, a Pawn's worth in score,
 * that every value in Pawns divides by: the earlier design had it from Pawn odds alone, one Pawn
 * of lever in 48 games, and could not tell it from 0 (README, the first Capablanca runs).
 */
final class ValueTrials {
    /** At most this many Pawns in one imbalance: more would change the game's character, not its material. */
    private static final int MOST_PAWNS = 4;

    private ValueTrials() {
    }

    /** The variant's Pawn: the type named so, else the first that promotes; -1 when none. */
    static int pawn(VariantRules rules) {
        int promoting = -1;
        for (int t = rules.pieces().size() - 1; t >= 0; t--) {
            PieceRules p = rules.pieces().get(t);
            if (p.name().equalsIgnoreCase("pawn")) {
                return t;
            }
            promoting = p.promotions().isEmpty() ? promoting : t;
        }
        return promoting;
    }

    /** The types measured: not royal, not the Pawn, on the board at the start, cheapest first by the estimate. */
    static List<Integer> measured(VariantRules rules, int pawn) {
        var start = ImbalancedStart.start(rules);
        PieceValues estimates = PieceValues.of(rules);
        List<Integer> types = new ArrayList<>();
        for (int t = 0; t < rules.pieces().size(); t++) {
            PieceRules p = rules.pieces().get(t);
            if (!p.royal() && t != pawn && start.pieceCount(0, t) > 0 && start.pieceCount(1, t) > 0) {
                types.add(t);
            }
        }
        types.sort(Comparator.comparingInt(estimates::estimate));
        return types;
    }

    /** The design's imbalances (none for {@link ValueDesign#none}), then {@code extra} as the user spelled them. */
    static List<Imbalance> of(VariantRules rules, List<String> extra, ValueDesign design) {
        int pawn = pawn(rules);
        if (pawn < 0) {
            throw new CommandFailure(rules.name() + " has no Pawn (a piece named so, or one that promotes): values are measured in Pawns");
        }
        List<Imbalance> trials = new ArrayList<>();
        if (design == ValueDesign.bracket) {
            PieceValues estimates = PieceValues.of(rules);
            int pawns = Math.min(MOST_PAWNS, ImbalancedStart.count(rules, 0, pawn));
            List<Integer> types = measured(rules, pawn);
            for (int i = 0; i < types.size(); i++) {
                int t = types.get(i);
                List<Integer> partner = partner(rules, estimates, types, i, pawns);
                double gap = (estimates.estimate(t) - partner.stream().mapToInt(estimates::estimate).sum())
                        / (double) estimates.estimate(pawn);
                for (int n : bracket(gap, partner.isEmpty(), pawns)) {
                    List<Integer> first = new ArrayList<>(List.of(t));
                    List<Integer> other = new ArrayList<>(partner);
                    (n < 0 ? first : other).addAll(Collections.nCopies(Math.abs(n), pawn));
                    trials.add(imbalance(rules, first, other));
                }
            }
        }
        for (String e : extra) {
            Imbalance i = ImbalanceSpelling.read(rules, e);
            if (trials.stream().noneMatch(t -> t.trial().equals(i.trial()))) {
                trials.add(i);
            }
        }
        if (trials.isEmpty()) {
            throw new CommandFailure("--design none plays only the --imbalance trials: give at least one");
        }
        return trials;
    }

    /**
     * What piece {@code i} (of {@code types}, cheapest first) is played against: nothing (the
     * cheapest, against Pawns alone), the next cheaper piece, or, where more Pawns than a bracket
     * may hold lie between them (FIDE's Queen and Rook), the next cheaper piece and the cheaper
     * one that brings the gap nearest 0 ({@code Q vs RB}).
     */
    static List<Integer> partner(VariantRules rules, PieceValues estimates, List<Integer> types, int i, int pawns) {
        if (i == 0) {
            return List.of();
        }
        int t = types.get(i);
        int next = types.get(i - 1);
        int pawnWorth = estimates.estimate(pawn(rules));
        List<Integer> best = List.of(next);
        int gap = estimates.estimate(t) - estimates.estimate(next);
        if (gap <= (pawns - 1) * pawnWorth) {
            return best;
        }
        int nearest = gap;
        for (int j = 0; j < i; j++) {
            int u = types.get(j);
            boolean enough = u != next || ImbalancedStart.count(rules, 0, u) > 1;
            int rest = Math.abs(gap - estimates.estimate(u));
            if (enough && rest < nearest) {
                best = List.of(next, u);
                nearest = rest;
            }
        }
        return best;
    }

    /**
     * The two Pawn counts of a bracket: the gap rounded, less one and plus one, the Pawns the other
     * side lacks (a negative count: the side without the piece measured), within {@code pawns} either way.
     * Against Pawns alone ({@code alone}) the measured piece's side gets none.
     */
    static int[] bracket(double gap, boolean alone, int pawns) {
        int middle = (int) Math.round(gap);
        int low = Math.max(alone ? 0 : -pawns, Math.min(pawns, middle - 1));
        int high = Math.max(alone ? 1 : -pawns, Math.min(pawns, middle + 1));
        if (high == low) {
            low = high - 1;
        }
        return new int[] {low, high};
    }

    static Imbalance imbalance(VariantRules rules, List<Integer> first, List<Integer> second) {
        return new Imbalance(first, second, ids(rules, first) + " vs " + (second.isEmpty() ? "-" : ids(rules, second)));
    }

    private static String ids(VariantRules rules, List<Integer> types) {
        StringBuilder b = new StringBuilder();
        for (int t : types) {
            b.append(rules.pieces().get(t).id());
        }
        return b.toString();
    }
}
