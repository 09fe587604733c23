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
 * The design of a values run, after H.G. Muller: imbalances close to even by the engine's own
 * static estimate, since those compare two values best: the cheapest piece plays against Pawns,
 * and each dearer piece against the next cheaper one plus the Pawns the estimate puts between
 * them (at most three), so every piece is joined to the Pawn by a chain of measured differences.
 * An even game says which side is worth more, not how much a unit of material is worth in score:
 * that scale, which every value in Pawns divides by, is told by games far from even. Pawn odds
 * alone are too close to even where a Pawn ahead scores 53% (the first Capablanca run: the
 * Pawn's weight not told from 0, every interval reaching below 0), so the cheapest piece is also
 * given as odds ({@code N vs -}), a game about three Pawns from even that fixes the scale, and the
 * chain carries it to the rest.
 */
final class ValueTrials {
    /** At most this many Pawns in one imbalance: more would change the game's character, not its material. */
    private static final int MOST_PAWNS = 3;

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

    /** The types measured: not royal, not the Pawn, on the board at the start. */
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

    /**
     * The design: Pawn odds; the cheapest piece given as odds (it fixes the scale, see the class
     * comment); the chain from the cheapest piece up; then {@code extra}, as the user spelled them.
     */
    static List<Imbalance> of(VariantRules rules, List<String> extra) {
        int pawn = pawn(rules);
        if (pawn < 0) {
            throw new CommandFailure(rules.name() + " has no Pawn (a piece named so, or one that promotes): values are measured in Pawns");
        }
        PieceValues estimates = PieceValues.of(rules);
        int pawns = ImbalancedStart.count(rules, 0, pawn);
        List<Integer> types = measured(rules, pawn);
        List<Imbalance> trials = new ArrayList<>();
        trials.add(imbalance(rules, List.of(pawn), List.of()));
        if (!types.isEmpty()) {
            trials.add(imbalance(rules, List.of(types.get(0)), List.of()));
        }
        for (int i = 0; i < types.size(); i++) {
            int t = types.get(i);
            int cheaper = i == 0 ? -1 : types.get(i - 1);
            int gap = estimates.estimate(t) - (cheaper < 0 ? 0 : estimates.estimate(cheaper));
            int n = Math.max(cheaper < 0 ? 1 : 0, Math.min(Math.min(MOST_PAWNS, pawns),
                    Math.round(gap / (float) estimates.estimate(pawn))));
            List<Integer> other = new ArrayList<>();
            if (cheaper >= 0) {
                other.add(cheaper);
            }
            other.addAll(Collections.nCopies(n, pawn));
            trials.add(imbalance(rules, List.of(t), other));
        }
        for (String e : extra) {
            Imbalance i = ImbalanceSpelling.read(rules, e);
            if (trials.stream().noneMatch(t -> t.trial().equals(i.trial()))) {
                trials.add(i);
            }
        }
        return trials;
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
