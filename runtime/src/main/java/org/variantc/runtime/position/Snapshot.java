package org.variantc.runtime.position;

/**
 * A position's whole state as one value, the one thing {@link Position#load} takes: what a FEN
 * reads and what a game's start copies. Nothing outside {@code Position} writes its state.
 *
 * @param board           per square the man, marks and all ({@link Man}), {@link Man#WALL} a wall
 * @param hand            [side][type] men in hand
 * @param side            the side to move
 * @param enPassant       the en-passant squares open to the side to move, in order
 * @param enPassantVictim the man an en-passant capture removes, or -1
 * @param checksGiven     [side] checks given (n-check)
 * @param countLimit      the running count's limit in plies, 0 while none runs (Makruk)
 * @param countPly        the running count
 * @param duck            the Duck's square, or -1
 * @param lionStruck      Chu Shogi's counterstrike ban in force: the last move was a non-Lion taking a Lion
 */
public record Snapshot(int[] board, int[][] hand, int side, int[] enPassant, int enPassantVictim,
        int halfmoveClock, int fullmoveNumber, int[] checksGiven, int countLimit, int countPly, int duck,
        boolean lionStruck) {
    /** A state without the counterstrike ban, as every start is (no move has been made). */
    public Snapshot(int[] board, int[][] hand, int side, int[] enPassant, int enPassantVictim,
            int halfmoveClock, int fullmoveNumber, int[] checksGiven, int countLimit, int countPly, int duck) {
        this(board, hand, side, enPassant, enPassantVictim, halfmoveClock, fullmoveNumber, checksGiven, countLimit,
                countPly, duck, false);
    }
}
