package org.variantc.reference;

/**
 * One move with every effect spelled out, so that applying it needs no further rule knowledge.
 * Squares are indexes {@code y * width + x}.
 */
public final class ReferenceMove {
    static final int[] NONE = new int[0];

    /** -1 for a drop. */
    final int from;
    final int to;
    /** For a drop: the kind dropped. */
    final Kind drop;
    /** Squares captured other than {@code to}, in path order (overtakes, Eurofighter, not e.p.). */
    final int[] extraCaptures;
    /** En-passant victim's square, or -1. */
    final int epVictim;
    /** Promotion kind, or null. */
    final Kind promotion;
    /** An optional promotion was offered and declined. */
    final boolean declined;
    /** Castling: the Rook's squares, or -1. */
    final int rookFrom;
    final int rookTo;
    /** En-passant squares this move creates, in path order, and the man they let be captured. */
    final int[] newEpSquares;
    final int newEpVictim;
    final String text;

    ReferenceMove(int from, int to, Kind drop, int[] extraCaptures, int epVictim, Kind promotion, boolean declined,
                  int rookFrom, int rookTo, int[] newEpSquares, int newEpVictim, String text) {
        this.from = from;
        this.to = to;
        this.drop = drop;
        this.extraCaptures = extraCaptures;
        this.epVictim = epVictim;
        this.promotion = promotion;
        this.declined = declined;
        this.rookFrom = rookFrom;
        this.rookTo = rookTo;
        this.newEpSquares = newEpSquares;
        this.newEpVictim = newEpVictim;
        this.text = text;
    }

    boolean isCastle() {
        return rookFrom >= 0;
    }

    /** The move in our coordinate notation. */
    @Override
    public String toString() {
        return text;
    }
}
