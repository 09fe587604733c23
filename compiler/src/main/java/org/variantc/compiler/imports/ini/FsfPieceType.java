package org.variantc.compiler.imports.ini;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Fairy-Stockfish's piece types as an ini names them: the predefined ones with the moves its
 * documentation gives them, and the slots {@code customPiece1..25} whose moves the ini writes.
 *
 * @param key    the ini key ({@code knight}, {@code customPiece3})
 * @param name   the name a definition gives it
 * @param betza  the moves of a predefined type; null for a custom slot
 */
public record FsfPieceType(String key, String name, String betza) {
    private static final Map<String, FsfPieceType> PREDEFINED = new LinkedHashMap<>();
    private static final Pattern CUSTOM = Pattern.compile("customPiece([1-9]|1[0-9]|2[0-5])");

    static {
        predefined("pawn", "Pawn", "fmWfceF");
        predefined("knight", "Knight", "N");
        predefined("bishop", "Bishop", "B");
        predefined("rook", "Rook", "R");
        predefined("queen", "Queen", "Q");
        predefined("fers", "Ferz", "F");
        predefined("alfil", "Alfil", "A");
        predefined("fersAlfil", "Ferz Alfil", "FA");
        predefined("silver", "Silver", "FfW");
        predefined("aiwok", "Aiwok", "RNF");
        predefined("bers", "Bers", "RF");
        predefined("archbishop", "Archbishop", "BN");
        predefined("chancellor", "Chancellor", "RN");
        predefined("amazon", "Amazon", "QN");
        predefined("knibis", "Knibis", "mNcB");
        predefined("biskni", "Biskni", "mBcN");
        predefined("kniroo", "Kniroo", "mNcR");
        predefined("rookni", "Rookni", "mRcN");
        predefined("shogiPawn", "Shogi Pawn", "fW");
        predefined("lance", "Lance", "fR");
        predefined("shogiKnight", "Shogi Knight", "fN");
        predefined("gold", "Gold", "WfF");
        predefined("dragonHorse", "Dragon Horse", "BW");
        predefined("clobber", "Clobber", "cW");
        predefined("breakthrough", "Breakthrough", "fmWfF");
        predefined("immobile", "Immobile", "");
        predefined("cannon", "Cannon", "mRcpR");
        predefined("janggiCannon", "Janggi Cannon", "pR");
        predefined("soldier", "Soldier", "fsW");
        predefined("horse", "Horse", "nN");
        predefined("elephant", "Elephant", "nA");
        predefined("janggiElephant", "Janggi Elephant", "nZ");
        predefined("banner", "Banner", "RcpRnN");
        predefined("wazir", "Wazir", "W");
        predefined("commoner", "Commoner", "K");
        predefined("centaur", "Centaur", "KN");
        predefined("king", "King", "K");
    }

    private static void predefined(String key, String name, String betza) {
        PREDEFINED.put(key, new FsfPieceType(key, name, betza));
    }

    /** The type an ini key names, if it names one. */
    public static Optional<FsfPieceType> of(String key) {
        if (PREDEFINED.containsKey(key)) {
            return Optional.of(PREDEFINED.get(key));
        }
        Matcher m = CUSTOM.matcher(key);
        return m.matches() ? Optional.of(new FsfPieceType(key, "Custom Piece " + m.group(1), null))
                : Optional.empty();
    }

    public boolean custom() {
        return betza == null;
    }

    public boolean isKing() {
        return key.equals("king");
    }

    public boolean isPawn() {
        return key.equals("pawn");
    }
}
