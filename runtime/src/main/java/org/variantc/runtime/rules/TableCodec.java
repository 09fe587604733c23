package org.variantc.runtime.rules;

import java.util.ArrayList;
import java.util.List;

/**
 * A compact text form of {@link VariantRules}, for carrying the tables where Java serialization
 * is not available (the browser runtime compiled by TeaVM reads it from the HTML page).
 *
 * <p>The text is a list of integers in base 36, each followed by a comma; nothing else (see
 * {@link TableWriter}: strings as their length and UTF-16 code units, booleans as 0/1, arrays and
 * lists as their length and elements, a zone per side as its count and squares, a null zone -1).
 * A version number leads, so an old page and a new reader fail with a message rather than misread
 * each other. Then the name, board size, pieces ({@link PieceRulesCodec}) and start FEN, then the six
 * rule groups in {@link VariantRules}'s order, each written and read by the codec beside its record:
 * {@link StartRulesCodec}, {@link MoveRulesCodec}, {@link CaptureRulesCodec}, {@link PlacingRulesCodec},
 * {@link RoyalRulesCodec}, {@link EndingRulesCodec}. A rule added to a group is added to its codec.
 * Because the text holds only {@code [0-9a-z,-]}, it can be put inside any HTML or script context
 * without escaping.
 */
public final class TableCodec {
    /** Bumped whenever the layout changes (7: the rule groups one after another; 8: moves without a capture, a goal's manner; 9: Chu Shogi's Lion trading; 10: moves that wrap;
     * 11: a royal man's passing through check; 12: Sjaak II's strict Lion trading;
     * 13: bent lines, the Hook Mover's RmasR; 14: Tenjiku's burning and range jumping;
     * 15: pickups, a man taken into its own side's hand). */
    public static final int VERSION = 15;

    private TableCodec() {
    }

    public static String encode(VariantRules rules) {
        TableWriter w = new TableWriter();
        w.integer(VERSION);
        w.string(rules.name());
        w.integer(rules.files());
        w.integer(rules.ranks());
        int squares = rules.squares();
        w.integer(rules.pieces().size());
        for (PieceRules piece : rules.pieces()) {
            PieceRulesCodec.write(w, piece, squares);
        }
        w.string(rules.startFen());
        StartRulesCodec.write(w, rules.start());
        MoveRulesCodec.write(w, rules.moves(), squares);
        CaptureRulesCodec.write(w, rules.captures());
        PlacingRulesCodec.write(w, rules.placing(), squares);
        RoyalRulesCodec.write(w, rules.royals());
        EndingRulesCodec.write(w, rules.ending(), squares);
        return w.text();
    }

    /** @throws IllegalArgumentException when the text is not a table of this version */
    public static VariantRules decode(String text) {
        TableReader r = new TableReader(text);
        int version = r.integer();
        if (version != VERSION) {
            throw new IllegalArgumentException("rule tables of version " + version + "; this runtime reads version " + VERSION);
        }
        String name = r.string();
        int files = r.integer();
        int ranks = r.integer();
        int squares = files * ranks;
        int types = r.count();
        List<PieceRules> pieces = new ArrayList<>(types);
        for (int i = 0; i < types; i++) {
            pieces.add(PieceRulesCodec.read(r, squares));
        }
        String startFen = r.string();
        StartRules start = StartRulesCodec.read(r);
        MoveRules moves = MoveRulesCodec.read(r, types, squares);
        CaptureRules captures = CaptureRulesCodec.read(r);
        PlacingRules placing = PlacingRulesCodec.read(r, squares);
        RoyalRules royals = RoyalRulesCodec.read(r, types, squares);
        EndingRules ending = EndingRulesCodec.read(r, squares);
        r.end();
        return new VariantRules(name, files, ranks, List.copyOf(pieces), startFen, start, moves, captures, placing,
                royals, ending);
    }
}
