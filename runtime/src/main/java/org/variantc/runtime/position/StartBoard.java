package org.variantc.runtime.position;

import java.util.Arrays;


/**
 * The start position of a {@link Rulebook}, read from the setup's text once when the book is
 * built ({@code notation.Fen.readStart}) and copied into every new game's {@link Position}: nothing
 * reads the setup's text again. Its accessors hand out copies: the arrays are the book's.
 *
 * @param men       per square the start's man as side and type ({@link Man#PIECE}), without
 *                  marks; 0 on an empty square and on a hole
 * @param holes     per square, not part of the board: the setup writes {@code *} there
 *                  (see {@code notation.Holes})
 * @param board     per square the man as the start loads him, marks and all (unmoved,
 *                  promoted), {@link Man#WALL} on a hole
 * @param hand      [side][type] men in hand at the start
 * @param side      the side to move
 * @param enPassant the en-passant squares open to the side to move, in order
 * @param enPassantVictim the man an en-passant capture removes, or -1
 * @param checksGiven [side] checks given (n-check)
 */
public record StartBoard(int[] men, boolean[] holes, int[] board, int[][] hand, int side, int[] enPassant,
        int enPassantVictim, int halfmoveClock, int fullmoveNumber, int[] checksGiven, int countLimit,
        int countPly, int duck) {

    /** The start as {@code pos} holds it, just loaded, with the men and holes read from its board. */
    public static StartBoard of(Position pos, int[] men, boolean[] holes) {
        Snapshot s = pos.snapshot();
        return new StartBoard(men, holes, s.board(), s.hand(), s.side(), s.enPassant(), s.enPassantVictim(),
                s.halfmoveClock(), s.fullmoveNumber(), s.checksGiven(), s.countLimit(), s.countPly(), s.duck());
    }

    /** A new game's position, as reading the start FEN gives it. */
    public Position position(Rulebook book) {
        return Position.load(book, new Snapshot(board, hand, side, enPassant, enPassantVictim, halfmoveClock,
                fullmoveNumber, checksGiven, countLimit, countPly, duck));
    }

    @Override
    public int[] men() {
        return men.clone();
    }

    @Override
    public boolean[] holes() {
        return holes.clone();
    }

    @Override
    public int[] board() {
        return board.clone();
    }

    @Override
    public int[][] hand() {
        return new int[][] {hand[0].clone(), hand[1].clone()};
    }

    @Override
    public int[] enPassant() {
        return enPassant.clone();
    }

    @Override
    public int[] checksGiven() {
        return checksGiven.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof StartBoard s && Arrays.equals(board, s.board) && Arrays.equals(hand[0], s.hand[0]) && Arrays.equals(hand[1], s.hand[1])
                && side == s.side && Arrays.equals(enPassant, s.enPassant) && enPassantVictim == s.enPassantVictim
                && halfmoveClock == s.halfmoveClock && fullmoveNumber == s.fullmoveNumber
                && Arrays.equals(checksGiven, s.checksGiven) && countLimit == s.countLimit && countPly == s.countPly
                && duck == s.duck && Arrays.equals(men, s.men) && Arrays.equals(holes, s.holes);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(board) + Arrays.hashCode(hand[0]) + 7 * Arrays.hashCode(hand[1]) + side;
    }

    @Override
    public String toString() {
        return "StartBoard" + Arrays.toString(board) + Arrays.toString(hand[0]) + Arrays.toString(hand[1]) + " side " + side;
    }
}
