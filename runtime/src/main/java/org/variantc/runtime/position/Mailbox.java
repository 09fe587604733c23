package org.variantc.runtime.position;

import org.variantc.runtime.rules.RoyalCheck;

/**
 * The live state of a position, for move generators that stand outside this package (the
 * generated, variant-specific ones). Everything returned is the position's own array, not a
 * copy: a generator reads it, and may change {@link #squares} only to try a move and must put
 * it back before returning. The encodings are {@link Position}'s and {@link Move}'s.
 */
public final class Mailbox {
    private Mailbox() {
    }

    /** Bits 1–6 of a square: the type + 1; bit 0 the side (see {@link Man}). */
    public static final int PIECE = Man.PIECE;
    /** The man has never moved (and that matters). */
    public static final int VIRGIN = Man.VIRGIN;

    /** Move flag: captures the en-passant victim. */
    public static final long EN_PASSANT = Move.EN_PASSANT;
    /** Move flag: the squares passed over become en-passant squares. */
    public static final long CREATES_EN_PASSANT = Move.CREATES_EN_PASSANT;
    /** Move flag: an optional promotion declined. */
    public static final long DECLINED = Move.DECLINED;

    /** Sensitivity bits of {@link #sensitivity}: emptying / filling the square can open an attack. */
    public static final byte VACATE = Attacks.VACATE;
    public static final byte FILL = Attacks.FILL;

    /**
     * Whether check depends on how many royal men a side has (duple check, the last royal man):
     * then a promotion to a royal type can change it, and the one-royal shortcut does not hold.
     */
    public static boolean checkCountsRoyals(Position p) {
        return p.book.royalCheck != RoyalCheck.ANY;
    }

    /** One int per square: 0 empty, otherwise side | (type + 1) << 1 | marks. */
    public static int[] squares(Position p) {
        return p.board;
    }

    /** The squares of {@code side}'s men; the first {@link #menCount} are valid. */
    public static int[] men(Position p, int side) {
        return p.list[side];
    }

    public static int menCount(Position p, int side) {
        return p.listSize[side];
    }

    /** Per square: an en-passant square open to the side to move. */
    public static boolean[] enPassantSquares(Position p) {
        return p.isEnPassant;
    }

    /** Per type, {@code side}'s men of that type on the board. */
    public static int[] counts(Position p, int side) {
        return p.count[side];
    }

    /** Per type, {@code side}'s men of that type in hand. */
    public static int[] hand(Position p, int side) {
        return p.hand[side];
    }

    /**
     * Per square, whether emptying ({@link #VACATE}) or filling ({@link #FILL}) it could let a man
     * of {@code attacker} attack {@code target}.
     */
    public static byte[] sensitivity(Position p, int attacker, int target) {
        return p.book.attacks.sensitivity(attacker, target);
    }
}
