package org.variantc.reference;

import static org.variantc.reference.Kinds.BISHOP;
import static org.variantc.reference.Kinds.CAAH_KNIGHT;
import static org.variantc.reference.Kinds.CAAH_PAWN;
import static org.variantc.reference.Kinds.CAT;
import static org.variantc.reference.Kinds.CATAPULT;
import static org.variantc.reference.Kinds.CRAB;
import static org.variantc.reference.Kinds.EQUES_REX;
import static org.variantc.reference.Kinds.EUROFIGHTER_PAWN;
import static org.variantc.reference.Kinds.GUARD;
import static org.variantc.reference.Kinds.HALF_BISHOP;
import static org.variantc.reference.Kinds.HALF_QUEEN;
import static org.variantc.reference.Kinds.HALF_ROOK;
import static org.variantc.reference.Kinds.KING;
import static org.variantc.reference.Kinds.KNIGHT;
import static org.variantc.reference.Kinds.PAWN;
import static org.variantc.reference.Kinds.QUEEN;
import static org.variantc.reference.Kinds.ROOK;
import static org.variantc.reference.Kinds.SPEEDY_KNIGHT;
import static org.variantc.reference.Kinds.STAR_CAT;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Factories for the reference games. Each takes the id-to-kind map as a parameter (the
 * definition files choose the ids); the no-argument forms use the ids of the rule specs.
 */
public final class ReferenceGames {
    private ReferenceGames() {
    }

    // ---- FIDE ----------------------------------------------------------------------------

    public static Map<String, Kind> fideIds() {
        return ids("K", KING, "Q", QUEEN, "R", ROOK, "B", BISHOP, "N", KNIGHT, "P", PAWN);
    }

    public static ReferenceGame fide() {
        return fide(fideIds());
    }

    public static ReferenceGame fide(Map<String, Kind> ids) {
        String start = translate("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", fideIds(), ids);
        return new ReferenceGame("FIDE", 8, 8, ids, start, ReferenceGame.Castling.FIDE,
                ReferenceGame.Promotion.LAST_RANK, List.of(QUEEN, ROOK, BISHOP, KNIGHT), false, false);
    }

    /** Cylinder Chess: FIDE's men and rules with the a- and h-files joined; castling as FIDE's. */
    public static ReferenceGame cylinder() {
        return new ReferenceGame("Cylinder Chess", 8, 8, fideIds(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                ReferenceGame.Castling.FIDE, ReferenceGame.Promotion.LAST_RANK, List.of(QUEEN, ROOK, BISHOP, KNIGHT), false,
                false, true);
    }

    // ---- Half Chess / Halfgi ------------------------------------------------------------------

    public static Map<String, Kind> halfgiIds() {
        return ids("K", KING, "Q", HALF_QUEEN, "R", HALF_ROOK, "B", HALF_BISHOP, "C", CRAB, "P", PAWN);
    }

    public static ReferenceGame halfgi() {
        return halfgi(halfgiIds());
    }

    /** Halfgi: Half Chess with Chessgi drops. */
    public static ReferenceGame halfgi(Map<String, Kind> ids) {
        String start = translate("rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR[] w KQkq - 0 1", halfgiIds(), ids);
        return new ReferenceGame("Halfgi", 8, 8, ids, start, ReferenceGame.Castling.FIDE,
                ReferenceGame.Promotion.LAST_RANK, List.of(HALF_QUEEN, HALF_ROOK, HALF_BISHOP, CRAB), true, false);
    }

    /** Plain Half Chess (halfgi.md §1-§5 without drops). */
    public static ReferenceGame halfChess(Map<String, Kind> ids) {
        String start = translate("rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR w KQkq - 0 1", halfgiIds(), ids);
        return new ReferenceGame("Half Chess", 8, 8, ids, start, ReferenceGame.Castling.FIDE,
                ReferenceGame.Promotion.LAST_RANK, List.of(HALF_QUEEN, HALF_ROOK, HALF_BISHOP, CRAB), false, false);
    }

    // ---- Chess and a Half -----------------------------------------------------------------

    public static Map<String, Kind> chessAndAHalfIds() {
        return ids("K", KING, "Q", QUEEN, "R", ROOK, "B", BISHOP, "N", CAAH_KNIGHT, "P", CAAH_PAWN,
                "S", STAR_CAT, "C", CAT, "G", GUARD, "X", EQUES_REX, "Z", SPEEDY_KNIGHT);
    }

    public static ReferenceGame chessAndAHalf() {
        return chessAndAHalf(chessAndAHalfIds());
    }

    public static ReferenceGame chessAndAHalf(Map<String, Kind> ids) {
        // The spec's FEN-like line says "-" for castling; the game has castling, so KQkq.
        String start = translate("rnbscqkcsbnr/pppgppppgppp/12/12/12/12/12/12/12/12/PPPGPPPPGPPP/RNBSCQKCSBNR"
                + " w KQkq - 0 1", chessAndAHalfIds(), ids);
        return new ReferenceGame("Chess and a Half", 12, 12, ids, start, ReferenceGame.Castling.FLEXIBLE,
                ReferenceGame.Promotion.CHESS_AND_A_HALF, List.of(QUEEN, CAT, ROOK, GUARD, BISHOP, CAAH_KNIGHT),
                false, true);
    }

    // ---- Nearlydouble ---------------------------------------------------------------------

    public static Map<String, Kind> nearlydoubleIds() {
        return ids("K", KING, "Q", QUEEN, "R", ROOK, "B", BISHOP, "C", CATAPULT, "P", EUROFIGHTER_PAWN);
    }

    public static ReferenceGame nearlydouble() {
        return nearlydouble(nearlydoubleIds());
    }

    /** Nearlydouble Chess, face-to-face array (spec §3). */
    public static ReferenceGame nearlydouble(Map<String, Kind> ids) {
        String start = translate("rrbbqkqbbrr/2c1c1c1c2/1p1p1p1p1p1/ppppppppppp/11/11/11/PPPPPPPPPPP/1P1P1P1P1P1"
                + "/2C1C1C1C2/RRBBQKQBBRR w ABJKabjk - 0 1", nearlydoubleIds(), ids);
        return new ReferenceGame("Nearlydouble", 11, 11, ids, start, ReferenceGame.Castling.NEARLYDOUBLE,
                ReferenceGame.Promotion.NEARLYDOUBLE, List.of(QUEEN, ROOK, BISHOP, CATAPULT), false, false);
    }

    // ---- Augmented Chess / Augmented Half Chess ---------------------------------------------

    /**
     * Augmented Chess with the two armies given as slot options in the order Rook, Knight,
     * Bishop, Queen (e.g. {@code List.of("RF", "NW", "BD", "RNA")}), and the id of each option.
     * {@code idByOption} may also map "K" and "P" to other ids for King and Pawn.
     */
    public static ReferenceGame augmentedChess(List<String> white, List<String> black, Map<String, String> idByOption) {
        return augmented("Augmented Chess", false, white, black, idByOption);
    }

    /** Augmented Half Chess, as {@link #augmentedChess} with the options of augmented-half-chess.md §4. */
    public static ReferenceGame augmentedHalfChess(List<String> white, List<String> black,
                                                   Map<String, String> idByOption) {
        return augmented("Augmented Half Chess", true, white, black, idByOption);
    }

    private static ReferenceGame augmented(String name, boolean half, List<String> white, List<String> black,
                                           Map<String, String> idByOption) {
        List<Kind> wk = AugmentedOptions.army(half, white);
        List<Kind> bk = AugmentedOptions.army(half, black);
        Map<String, Kind> ids = new LinkedHashMap<>();
        ids.put(idByOption.getOrDefault("K", "K"), KING);
        ids.put(idByOption.getOrDefault("P", "P"), PAWN);
        List<Kind> promo = new ArrayList<>();
        List<String> options = new ArrayList<>(white);
        options.addAll(black);
        List<Kind> all = new ArrayList<>(wk);
        all.addAll(bk);
        for (int i = 0; i < 8; i++) {
            String id = idByOption.get(options.get(i));
            if (id == null) {
                throw new IllegalArgumentException("no id for option " + options.get(i));
            }
            Kind prev = ids.put(id, all.get(i));
            if (prev != null && prev != all.get(i)) {
                throw new IllegalArgumentException("id " + id + " used for two kinds");
            }
            if (!promo.contains(all.get(i))) {
                promo.add(all.get(i)); // one choice per distinct type, either army
            }
        }
        String wr = rank(ids, wk, true);
        String br = rank(ids, bk, false);
        String start = br + "/" + idText(ids, PAWN, false).repeat(8) + "/8/8/8/8/"
                + idText(ids, PAWN, true).repeat(8) + "/" + wr + " w KQkq - 0 1";
        return new ReferenceGame(name, 8, 8, ids, start, ReferenceGame.Castling.FIDE,
                ReferenceGame.Promotion.LAST_RANK, promo, false, false);
    }

    private static String rank(Map<String, Kind> ids, List<Kind> army, boolean white) {
        Kind r = army.get(0);
        Kind n = army.get(1);
        Kind b = army.get(2);
        Kind q = army.get(3);
        Kind[] order = {r, n, b, q, KING, b, n, r};
        StringBuilder sb = new StringBuilder();
        for (Kind k : order) {
            sb.append(idText(ids, k, white));
        }
        return sb.toString();
    }

    private static String idText(Map<String, Kind> ids, Kind k, boolean white) {
        for (Map.Entry<String, Kind> e : ids.entrySet()) {
            if (e.getValue() == k) {
                String id = white ? e.getKey().toUpperCase() : e.getKey().toLowerCase();
                return id.length() == 1 ? id : "(" + id + ")";
            }
        }
        throw new IllegalArgumentException("no id for " + k);
    }

    // ---- helpers -------------------------------------------------------------------------

    static Map<String, Kind> ids(Object... pairs) {
        Map<String, Kind> m = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put((String) pairs[i], (Kind) pairs[i + 1]);
        }
        return m;
    }

    /** Rewrites the board and holdings of a FEN written with ids {@code from} into ids {@code to}. */
    static String translate(String fen, Map<String, Kind> from, Map<String, Kind> to) {
        if (from.equals(to)) {
            return fen;
        }
        int sp = fen.indexOf(' ');
        String board = fen.substring(0, sp);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < board.length(); i++) {
            char c = board.charAt(i);
            if (Character.isLetter(c)) {
                Kind k = from.get(String.valueOf(Character.toUpperCase(c)));
                sb.append(idText(to, k, Character.isUpperCase(c)));
            } else {
                sb.append(c);
            }
        }
        return sb + fen.substring(sp);
    }
}
