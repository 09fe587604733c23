package org.variantc.reference;

/** The hand-coded piece kinds of the five games (and FIDE), straight from the rule texts. */
public final class Kinds {
    private Kinds() {
    }

    // ---- offset lists (White's view, dy > 0 forward) ----
    static final int[][] ORTH = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    static final int[][] DIAG = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    static final int[][] ALL8 = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}};
    static final int[][] DABBABA = {{2, 0}, {-2, 0}, {0, 2}, {0, -2}};
    static final int[][] ALFIL = {{2, 2}, {-2, 2}, {2, -2}, {-2, -2}};
    static final int[][] THREEFOLD = {{3, 0}, {-3, 0}, {0, 3}, {0, -3}};
    /** Narrow half-knight fbN: (+-1, +-2). */
    static final int[][] NARROW = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2}};
    /** Wide half-knight shN: (+-2, +-1). */
    static final int[][] WIDE = {{2, 1}, {-2, 1}, {2, -1}, {-2, -1}};
    /** Crab ffNbsN: (+-1, +2) and (+-2, -1). */
    static final int[][] CRAB_LEAPS = {{1, 2}, {-1, 2}, {2, -1}, {-2, -1}};
    static final int[][] KNIGHT_LEAPS = {{1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1}, {-2, 1}, {2, -1}, {-2, -1}};

    // ---- components ----
    public static final Kind WAZIR = Kind.leaper("Wazir", ORTH);
    public static final Kind FERZ = Kind.leaper("Ferz", DIAG);
    public static final Kind DABBABA_K = Kind.leaper("Dabbaba", DABBABA);
    public static final Kind ALFIL_K = Kind.leaper("Alfil", ALFIL);
    public static final Kind NARROW_HALF_KNIGHT = Kind.leaper("NarrowHalfKnight", NARROW);
    public static final Kind WIDE_HALF_KNIGHT = Kind.leaper("WideHalfKnight", WIDE);
    public static final Kind CRAB = Kind.leaper("Crab", CRAB_LEAPS);

    // ---- FIDE ----
    public static final Kind KING = Kind.leaper("King", ALL8).royal("King");
    public static final Kind QUEEN = Kind.rider("Queen", ALL8);
    public static final Kind ROOK = Kind.rider("Rook", ORTH);
    public static final Kind BISHOP = Kind.rider("Bishop", DIAG);
    public static final Kind KNIGHT = Kind.leaper("Knight", KNIGHT_LEAPS);
    public static final Kind PAWN = Kind.pawn("Pawn", Kind.PawnStyle.FIDE);

    // ---- Half Chess / Halfgi ----
    public static final Kind HALF_QUEEN = Kind.halfling("hhQueen", ALL8);
    public static final Kind HALF_ROOK = Kind.halfling("hhRook", ORTH);
    public static final Kind HALF_BISHOP = Kind.halfling("hhBishop", DIAG);

    // ---- Augmented Chess basics ----
    public static final Kind FIBNIF = Kind.union("Fibnif", FERZ, NARROW_HALF_KNIGHT);
    public static final Kind CHANCELLOR = Kind.union("Chancellor", ROOK, KNIGHT);

    // ---- Chess and a Half ----
    public static final Kind CAT = Kind.cat("Cat", 2);
    public static final Kind STAR_CAT = Kind.cat("StarCat", 3);
    public static final Kind GUARD = Kind.leaper("Guard", ALL8);
    public static final Kind EQUES_REX = Kind.union("EquesRex", GUARD, KNIGHT);
    public static final Kind SPEEDY_KNIGHT = Kind.rider("SpeedyKnight", KNIGHT_LEAPS);
    /** Knight with the first-move double leap (middle square empty, captures only at the end). */
    public static final Kind CAAH_KNIGHT = KNIGHT.withKnightDoubleLeap("CaaHKnight");
    public static final Kind CAAH_PAWN = Kind.pawn("CaaHPawn", Kind.PawnStyle.CHESS_AND_A_HALF);

    // ---- Nearlydouble ----
    public static final Kind CATAPULT = Kind.union("Catapult", KNIGHT, Kind.leaper("Threeleaper", THREEFOLD));
    public static final Kind EUROFIGHTER_PAWN = Kind.pawn("EurofighterPawn", Kind.PawnStyle.EUROFIGHTER);
}
