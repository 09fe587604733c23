package org.variantc.runtime.position;

/**
 * The board code of a man, one int per square of {@link Position}'s mailbox: 0 for an empty
 * square, otherwise bit 0 the side, bits 1–6 the type + 1, bit 7 {@link #VIRGIN} (the man has
 * never moved and its virginity matters), bits 8–14 the type + 1 a promoted man promoted from
 * (0: not promoted). Static methods only, so boards stay plain int arrays.
 */
public final class Man {
    private Man() {
    }

    /** Bit 0: the side. */
    public static final int SIDE = 1;
    /** Where the type + 1 begins. */
    public static final int TYPE_SHIFT = 1;
    /** The type + 1, after {@link #TYPE_SHIFT}. */
    public static final int TYPE_MASK = 63;
    /** Side and type: what a hash or a mask of attackers looks at. */
    public static final int PIECE = 0x7F;
    /** The man has never moved (and that matters). */
    public static final int VIRGIN = 0x80;
    /** Where the type + 1 the man was promoted from begins. */
    public static final int PROMOTED_SHIFT = 8;

    /**
     * A wall (Petrified's stone): no man's, never moves, is never captured, blocks every line.
     * Its type + 1 is beyond every piece type, so no attack mask holds it; it is in no piece list.
     */
    public static final int WALL = TYPE_MASK << TYPE_SHIFT;

    /** The code of an unmarked man of {@code type} and {@code side}. */
    public static int of(int side, int type) {
        return side | (type + 1) << TYPE_SHIFT;
    }

    public static int side(int code) {
        return code & SIDE;
    }

    public static int type(int code) {
        return ((code >>> TYPE_SHIFT) & TYPE_MASK) - 1;
    }
}
