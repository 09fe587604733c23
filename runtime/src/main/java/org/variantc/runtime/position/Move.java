package org.variantc.runtime.position;

/**
 * A move packed in a {@code long}; static methods only, so move lists allocate nothing.
 *
 * <pre>
 * bits  0- 7  from square (a drop: the destination again)
 * bits  8-15  to square
 * bits 16-22  moving type (a drop: the dropped type)
 * bits 23-29  promotion type + 1, 0 for none
 * bits 30-32  kind: LEAP, RAY, PATH, CASTLE, DROP, PASS (the royal man's square twice), BEND,
 *             PICKUP (a man taken into its own side's hand: its square twice)
 * bit  33     EN_PASSANT: captures the en-passant victim, landing on an en-passant square
 * bit  34     CREATES_EN_PASSANT: the squares passed over become en-passant squares
 * bit  35     DECLINED: an optional promotion was offered and declined
 * bits 36-46  index of the component: leap, ray, path or bend in the mover's {@code SquareMoves},
 *             or the castling in {@code VariantRules.castlings()} (at most 2048, {@link #INDEX_MASK})
 * bits 47-53  gated type + 1, 0 for none: a man from hand put on the square the mover left
 * bit  54     GATE_ON_PARTNER: a castling's gated man goes on the Rook's square, not the King's
 * bits 55-63  the square + 1 of the wall the move places as its second part (Duck chess), 0
 *             for none: added by the runtime to every generator's moves, never by a generator
 * </pre>
 * Which men a path move captures follows from its path's CAPTURE steps, so a locust or
 * overtake move needs no list of victims.
 */
public final class Move {
    private Move() {
    }

    public static final int LEAP = 0;
    public static final int RAY = 1;
    public static final int PATH = 2;
    public static final int CASTLE = 3;
    public static final int DROP = 4;
    /** A pass (Janggi): nothing moves; from and to are the royal man's square, as Fairy-Stockfish writes it. */
    public static final int PASS = 5;
    /** A bent line ({@code SquareMoves.bends()}): lands on its destination only, as a leap or a ray does. */
    public static final int BEND = 6;
    /** A man taken off the board into its own side's hand (Sjaak II's Twilight chess); from and to are its square. */
    public static final int PICKUP = 7;

    /** Where each field begins, and its mask after the shift: a generated engine packs moves with these. */
    public static final int TO_SHIFT = 8;
    public static final int TYPE_SHIFT = 16;
    public static final int PROMOTION_SHIFT = 23;
    public static final int KIND_SHIFT = 30;
    public static final int INDEX_SHIFT = 36;
    public static final int SQUARE_MASK = 0xFF;
    public static final int TYPE_MASK = 0x7F;
    public static final int KIND_MASK = 7;
    public static final int INDEX_MASK = 0x7FF;

    static final int WALL_SHIFT = 55;
    static final long WALL_MASK = 0x1FFL << WALL_SHIFT;

    public static final long EN_PASSANT = 1L << 33;
    public static final long CREATES_EN_PASSANT = 1L << 34;
    public static final long DECLINED = 1L << 35;
    public static final int GATE_SHIFT = 47;
    public static final long GATE_ON_PARTNER = 1L << 54;

    public static long of(int from, int to, int type, int kind, int index) {
        return from | (long) to << TO_SHIFT | (long) type << TYPE_SHIFT | (long) kind << KIND_SHIFT
                | (long) index << INDEX_SHIFT;
    }

    public static long withPromotion(long move, int type) {
        return move | (long) (type + 1) << PROMOTION_SHIFT;
    }

    /** The move with a man of {@code type} gated from hand; on the castling Rook's square when {@code onPartner}. */
    public static long withGate(long move, int type, boolean onPartner) {
        return move | (long) (type + 1) << GATE_SHIFT | (onPartner ? GATE_ON_PARTNER : 0);
    }

    /** The type gated from hand with this move, or -1. */
    public static int gate(long move) {
        return ((int) (move >>> GATE_SHIFT) & TYPE_MASK) - 1;
    }

    /** Whether a castling's gated man goes on the Rook's square (otherwise on the King's). */
    public static boolean gatesOnPartner(long move) {
        return (move & GATE_ON_PARTNER) != 0;
    }

    public static int from(long move) {
        return (int) move & SQUARE_MASK;
    }

    public static int to(long move) {
        return (int) (move >>> TO_SHIFT) & SQUARE_MASK;
    }

    /** The moving type; for a drop, the dropped type. */
    public static int type(long move) {
        return (int) (move >>> TYPE_SHIFT) & TYPE_MASK;
    }

    /** The type promoted to, or -1. */
    public static int promotion(long move) {
        return ((int) (move >>> PROMOTION_SHIFT) & TYPE_MASK) - 1;
    }

    public static int kind(long move) {
        return (int) (move >>> KIND_SHIFT) & KIND_MASK;
    }

    public static int index(long move) {
        return (int) (move >>> INDEX_SHIFT) & INDEX_MASK;
    }

    /** The square the move's second part puts the wall (the Duck) on, or -1 when it places none. */
    public static int wall(long move) {
        return (int) ((move & WALL_MASK) >>> WALL_SHIFT) - 1;
    }

    /** The move without its wall: the man's move alone. */
    public static long withoutWall(long move) {
        return move & ~WALL_MASK;
    }

    public static long withWall(long move, int square) {
        return withoutWall(move) | (long) (square + 1) << WALL_SHIFT;
    }

    public static boolean isEnPassant(long move) {
        return (move & EN_PASSANT) != 0;
    }

    public static boolean createsEnPassant(long move) {
        return (move & CREATES_EN_PASSANT) != 0;
    }

    public static boolean isDeclined(long move) {
        return (move & DECLINED) != 0;
    }

    public static boolean isDrop(long move) {
        return kind(move) == DROP;
    }

    public static boolean isPass(long move) {
        return kind(move) == PASS;
    }

    public static boolean isPickup(long move) {
        return kind(move) == PICKUP;
    }

    public static boolean isCastle(long move) {
        return kind(move) == CASTLE;
    }
}
