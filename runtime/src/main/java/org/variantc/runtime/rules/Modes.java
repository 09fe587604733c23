package org.variantc.runtime.rules;

/**
 * Bit flags shared by leaps, ray squares and paths.
 *
 * <p>MOVE and CAPTURE say what a destination square may hold (empty, enemy). The rest are
 * conditions on the whole move.
 */
public final class Modes {
    private Modes() {
    }

    /** The destination may be empty. */
    public static final int MOVE = 1;
    /** The destination may hold an enemy man, which is captured. */
    public static final int CAPTURE = 2;
    /** Only a piece that has not moved since the game began (Betza {@code i}). */
    public static final int INITIAL = 4;
    /** The capture may also be made en passant, onto an en-passant square (Betza {@code e}). */
    public static final int EN_PASSANT = 8;
    /**
     * The squares this move passes over become en-passant squares for the opponent's next move,
     * with this piece as the victim. Set by the compiler on multi-square moves of piece types
     * that can capture en passant.
     */
    public static final int CREATES_EN_PASSANT = 16;

    /** MOVE | CAPTURE, the default of a Betza atom. */
    public static final int MOVE_OR_CAPTURE = MOVE | CAPTURE;

    public static boolean has(int modes, int flag) {
        return (modes & flag) != 0;
    }
}
