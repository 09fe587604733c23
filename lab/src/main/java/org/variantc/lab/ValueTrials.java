package org.variantc.lab;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.PieceValues;

/**
 * The design of a values run, after H.G. Muller: imbalances close to even by the engine's own
 * static estimate, since those say most about a value. Pawn odds fix the scale (one Pawn);
 * the cheapest piece plays against Pawns, and each dearer piece against the next cheaper one
 * plus the Pawns the estimate puts between them (at most three), so every piece is joined to the
 * Pawn by a chain of measured differences.
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
        FenBoard board = FenBoard.read(rules.startFen());
        PieceValues estimates = PieceValues.of(rules);
        List<Integer> types = new ArrayList<>();
        for (int t = 0; t < rules.pieces().size(); t++) {
            PieceRules p = rules.pieces().get(t);
            if (!p.royal() && t != pawn && board.count(p.id().toUpperCase()) > 0 && board.count(p.id().toLowerCase()) > 0) {
                types.add(t);
            }
        }
        types.sort(Comparator.comparingInt(estimates::estimate));
        return types;
    }

    static List<Imbalance> of(VariantRules rules) {
        int pawn = pawn(rules);
        if (pawn < 0) {
            throw new LabFailure(rules.name() + " has no Pawn (a piece named so, or one that promotes): values are measured in Pawns");
        }
        PieceValues estimates = PieceValues.of(rules);
        int pawns = FenBoard.read(rules.startFen()).count(rules.pieces().get(pawn).id().toUpperCase());
        List<Integer> types = measured(rules, pawn);
        List<Imbalance> trials = new ArrayList<>();
        trials.add(imbalance(rules, List.of(pawn), List.of()));
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
        return trials;
    }

    private static Imbalance imbalance(VariantRules rules, List<Integer> first, List<Integer> second) {
        return new Imbalance(first, second, ids(rules, first) + " vs " + (second.isEmpty() ? "-" : ids(rules, second)));
    }

    private static String ids(VariantRules rules, List<Integer> types) {
        StringBuilder b = new StringBuilder();
        for (int t : types) {
            b.append(rules.pieces().get(t).id());
        }
        return b.toString();
    }

    /** The start position with {@code lacks} taken from White and {@code blackLacks} from Black. */
    static String start(VariantRules rules, List<Integer> whiteLacks, List<Integer> blackLacks) {
        FenBoard board = FenBoard.read(rules.startFen());
        int[] files = edgesInward(rules.files());
        for (int t : whiteLacks) {
            board.remove(rules.pieces().get(t).id().toUpperCase(), true, files);
        }
        for (int t : blackLacks) {
            board.remove(rules.pieces().get(t).id().toLowerCase(), false, files);
        }
        String fen = board.write();
        try {
            return withoutLostCastling(rules, fen);
        } catch (FenException e) {
            throw new LabFailure("the imbalance " + ids(rules, whiteLacks) + "/" + ids(rules, blackLacks)
                    + " gives no legal start position (" + e.getMessage() + ")");
        }
    }

    /**
     * {@code fen}, less the castling rights of a Rook taken off: each letter whose removal
     * changes the complaint (or ends it) goes.
     */
    private static String withoutLostCastling(VariantRules rules, String fen) {
        String[] fields = fen.split(" ");
        while (true) {
            String complaint;
            try {
                Fen.read(rules, String.join(" ", fields));
                return String.join(" ", fields);
            } catch (FenException e) {
                if (fields.length < 3 || fields[2].equals("-")) {
                    throw e;
                }
                complaint = e.getMessage();
            }
            String castling = fields[2];
            String fewer = null;
            for (int i = 0; i < castling.length() && fewer == null; i++) {
                String candidate = castling.substring(0, i) + castling.substring(i + 1);
                fields[2] = candidate.isEmpty() ? "-" : candidate;
                try {
                    Fen.read(rules, String.join(" ", fields));
                    fewer = fields[2];
                } catch (FenException e) {
                    fewer = e.getMessage().equals(complaint) ? null : fields[2];
                }
            }
            if (fewer == null) {
                fields[2] = castling;
                Fen.read(rules, String.join(" ", fields)); // throws the complaint
            }
            fields[2] = fewer;
        }
    }

    /** Files from the edges inward (a, last, b, last but one, ...): a centre Pawn gone changes the game most. */
    static int[] edgesInward(int files) {
        int[] order = new int[files];
        for (int i = 0; i < files; i++) {
            order[i] = i % 2 == 0 ? i / 2 : files - 1 - i / 2;
        }
        return order;
    }
}
