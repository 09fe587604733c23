package org.variantc.reference;

import static org.variantc.reference.Kinds.ALFIL_K;
import static org.variantc.reference.Kinds.BISHOP;
import static org.variantc.reference.Kinds.CHANCELLOR;
import static org.variantc.reference.Kinds.CRAB;
import static org.variantc.reference.Kinds.DABBABA_K;
import static org.variantc.reference.Kinds.FERZ;
import static org.variantc.reference.Kinds.FIBNIF;
import static org.variantc.reference.Kinds.HALF_BISHOP;
import static org.variantc.reference.Kinds.HALF_QUEEN;
import static org.variantc.reference.Kinds.HALF_ROOK;
import static org.variantc.reference.Kinds.KNIGHT;
import static org.variantc.reference.Kinds.NARROW_HALF_KNIGHT;
import static org.variantc.reference.Kinds.QUEEN;
import static org.variantc.reference.Kinds.ROOK;
import static org.variantc.reference.Kinds.WAZIR;
import static org.variantc.reference.Kinds.WIDE_HALF_KNIGHT;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The slot options listed in augmented-chess.md §3 and augmented-half-chess.md §4, each mapped
 * by hand to a union of components. A lookup table, not a Betza parser: anything not listed is
 * rejected.
 */
public final class AugmentedOptions {
    private AugmentedOptions() {
    }

    public enum Slot { ROOK, KNIGHT, BISHOP, QUEEN }

    record Option(Slot slot, Kind kind) {
    }

    private static final Map<String, Option> CHESS = new LinkedHashMap<>();
    private static final Map<String, Option> HALF = new LinkedHashMap<>();

    private static void chess(String betza, Slot slot, Kind... parts) {
        CHESS.put(betza, new Option(slot, Kind.union(betza, parts)));
    }

    private static void half(String betza, Slot slot, Kind... parts) {
        HALF.put(betza, new Option(slot, Kind.union(betza, parts)));
    }

    static {
        // Augmented Chess, §3 (Knight, Rook, Bishop, Queen slots).
        chess("NA", Slot.KNIGHT, KNIGHT, ALFIL_K);
        chess("NF", Slot.KNIGHT, KNIGHT, FERZ);
        chess("NW", Slot.KNIGHT, KNIGHT, WAZIR);
        chess("ND", Slot.KNIGHT, KNIGHT, DABBABA_K);
        chess("fbNFD", Slot.KNIGHT, FIBNIF, DABBABA_K);
        chess("fbNFW", Slot.KNIGHT, FIBNIF, WAZIR);
        chess("fbNFA", Slot.KNIGHT, FIBNIF, ALFIL_K);
        chess("RF", Slot.ROOK, ROOK, FERZ);
        chess("RA", Slot.ROOK, ROOK, ALFIL_K);
        chess("RfbN", Slot.ROOK, ROOK, NARROW_HALF_KNIGHT);
        chess("RffNbsN", Slot.ROOK, ROOK, CRAB);
        chess("BD", Slot.BISHOP, BISHOP, DABBABA_K);
        chess("BW", Slot.BISHOP, BISHOP, WAZIR);
        chess("BfbN", Slot.BISHOP, BISHOP, NARROW_HALF_KNIGHT);
        chess("BffNbsN", Slot.BISHOP, BISHOP, CRAB);
        chess("QffNbsN", Slot.QUEEN, QUEEN, CRAB);
        chess("QfbN", Slot.QUEEN, QUEEN, NARROW_HALF_KNIGHT);
        chess("RNF", Slot.QUEEN, CHANCELLOR, FERZ);
        chess("RNA", Slot.QUEEN, CHANCELLOR, ALFIL_K);
        chess("RfbNFA", Slot.QUEEN, ROOK, FIBNIF, ALFIL_K);
        // Betza's own spellings of the same options.
        CHESS.put("RffNsbN", CHESS.get("RffNbsN"));
        CHESS.put("RBffNsbN", CHESS.get("QffNbsN"));
        CHESS.put("RBfbN", CHESS.get("QfbN"));

        // Augmented Half Chess, §4.
        half("ffNbsNA", Slot.KNIGHT, CRAB, ALFIL_K);
        half("ffNbsNW", Slot.KNIGHT, CRAB, WAZIR);
        half("ffNbsND", Slot.KNIGHT, CRAB, DABBABA_K);
        half("ffNbsNF", Slot.KNIGHT, CRAB, FERZ);
        half("fbNW", Slot.KNIGHT, NARROW_HALF_KNIGHT, WAZIR);
        half("fbNF", Slot.KNIGHT, NARROW_HALF_KNIGHT, FERZ);
        half("N", Slot.KNIGHT, NARROW_HALF_KNIGHT, WIDE_HALF_KNIGHT);
        half("hhRF", Slot.ROOK, HALF_ROOK, FERZ);
        half("hhRA", Slot.ROOK, HALF_ROOK, ALFIL_K);
        half("hhRffNbsN", Slot.ROOK, HALF_ROOK, CRAB);
        half("hhRfbN", Slot.ROOK, HALF_ROOK, NARROW_HALF_KNIGHT);
        half("hhRshN", Slot.ROOK, HALF_ROOK, WIDE_HALF_KNIGHT);
        half("hhBD", Slot.BISHOP, HALF_BISHOP, DABBABA_K);
        half("hhBW", Slot.BISHOP, HALF_BISHOP, WAZIR);
        half("hhBffNbsN", Slot.BISHOP, HALF_BISHOP, CRAB);
        half("hhBfbN", Slot.BISHOP, HALF_BISHOP, NARROW_HALF_KNIGHT);
        half("hhBshN", Slot.BISHOP, HALF_BISHOP, WIDE_HALF_KNIGHT);
        half("hhQffNbsN", Slot.QUEEN, HALF_QUEEN, CRAB);
        half("hhQfbN", Slot.QUEEN, HALF_QUEEN, NARROW_HALF_KNIGHT);
        half("hhQshN", Slot.QUEEN, HALF_QUEEN, WIDE_HALF_KNIGHT);
        half("hhRffNbsNF", Slot.QUEEN, HALF_ROOK, CRAB, FERZ);
        half("hhRffNbsNA", Slot.QUEEN, HALF_ROOK, CRAB, ALFIL_K);
        half("hhRfbNF", Slot.QUEEN, HALF_ROOK, NARROW_HALF_KNIGHT, FERZ);
        half("hhRfbNA", Slot.QUEEN, HALF_ROOK, NARROW_HALF_KNIGHT, ALFIL_K);
        // Optional extended Queen options (behind a flag in the spec; spelled as basic + augmenter).
        half("hhRffNbsNfbN", Slot.QUEEN, HALF_ROOK, CRAB, NARROW_HALF_KNIGHT);
        half("hhRffNbsNshN", Slot.QUEEN, HALF_ROOK, CRAB, WIDE_HALF_KNIGHT);
        half("hhRfbNffNbsN", Slot.QUEEN, HALF_ROOK, NARROW_HALF_KNIGHT, CRAB);
        half("hhRfbNshN", Slot.QUEEN, HALF_ROOK, NARROW_HALF_KNIGHT, WIDE_HALF_KNIGHT);
    }

    /** The kind of an Augmented Chess option, e.g. {@code "RF"}, {@code "fbNFD"}. */
    public static Kind augmentedChess(String betza) {
        return lookup(CHESS, betza).kind();
    }

    /** The kind of an Augmented Half Chess option, e.g. {@code "hhRF"}, {@code "ffNbsNA"}. */
    public static Kind augmentedHalfChess(String betza) {
        return lookup(HALF, betza).kind();
    }

    static Option lookup(Map<String, Option> table, String betza) {
        Option o = table.get(betza);
        if (o == null) {
            throw new IllegalArgumentException("not a listed slot option: " + betza);
        }
        return o;
    }

    /** Checks an army given in slot order Rook, Knight, Bishop, Queen and returns its kinds. */
    static List<Kind> army(boolean half, List<String> options) {
        Map<String, Option> table = half ? HALF : CHESS;
        if (options.size() != 4) {
            throw new IllegalArgumentException("an army has four slots (Rook, Knight, Bishop, Queen): " + options);
        }
        Slot[] order = {Slot.ROOK, Slot.KNIGHT, Slot.BISHOP, Slot.QUEEN};
        Kind[] kinds = new Kind[4];
        for (int i = 0; i < 4; i++) {
            Option o = lookup(table, options.get(i));
            if (o.slot() != order[i]) {
                throw new IllegalArgumentException(options.get(i) + " is a " + o.slot() + "-slot option, not " + order[i]);
            }
            kinds[i] = o.kind();
        }
        return List.of(kinds);
    }
}
