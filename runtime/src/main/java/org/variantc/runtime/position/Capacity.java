package org.variantc.runtime.position;

/**
 * What the runtime can represent, in one place: the encodings of {@link Position} and
 * {@link Move} set these bounds, the runtime refuses anything beyond them, and the checker reads
 * them from here so that a definition it accepts is one every engine can play.
 */
public final class Capacity {
    private Capacity() {
    }

    /** Piece types are bits of a {@code long} (type + 1), and a board value keeps type + 1 in 7 bits. */
    public static final int PIECE_TYPES = 62;

    /** A board has at most this many files and ranks: files are named a..p, squares fit in 8 bits of a move. */
    public static final int BOARD_SIDE = 16;

    /** A move keeps its squares in 8 bits. */
    public static final int SQUARES = 256;

    /**
     * A move keeps the index of its leap, ray or path among its piece's on one square in 11 bits
     * (the bits above hold a gated man and the Duck's square).
     */
    public static final int COMPONENTS_PER_SQUARE = Move.INDEX_MASK + 1;

    /**
     * Men of one kind in one side's hand, on a board of {@code squares}: more could never have
     * been captured, and the hash keys for hands are sized by it.
     */
    public static int inHand(int squares) {
        return squares;
    }

    /**
     * Arrays of a shuffled rank before its protection rule: each is enumerated when a start is
     * chosen by number and when castlings are derived.
     */
    public static final int SHUFFLED_ARRAYS = 1_000_000;
}
