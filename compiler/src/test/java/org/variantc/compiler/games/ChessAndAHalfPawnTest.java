package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.variantc.compiler.games.ChessAndAHalf.assertMoves;
import static org.variantc.compiler.games.ChessAndAHalf.board;
import static org.variantc.compiler.games.ChessAndAHalf.boardOf;
import static org.variantc.compiler.games.ChessAndAHalf.play;
import static org.variantc.compiler.games.ChessAndAHalf.position;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.IllegalMoveException;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/** Spec §3: Pawns advancing 1 to 4 squares at first, en passant on every square passed, Sidepawns. */
class ChessAndAHalfPawnTest {
    private static final String KINGS = " Ka7 kl6";

    private static String enPassantField(Position p) {
        return Fen.write(p).split(" ")[3];
    }

    @Test
    void anUnmovedPawnAdvancesOneToFourSquaresThroughEmptySquares() {
        assertMoves(position("Pe2" + KINGS), "e2", "e2e3", "e2e4", "e2e5", "e2e6");
        assertMoves(position("Pe2 pe6" + KINGS), "e2", "e2e3", "e2e4", "e2e5");
        assertMoves(position("Pe2 Ne5" + KINGS), "e2", "e2e3", "e2e4");
        assertMoves(position("Pe2 pe4" + KINGS), "e2", "e2e3");
        assertMoves(position("Pe2 pe3" + KINGS), "e2");
        assertMoves(position("pe11" + KINGS, "b - - 0 1"), "e11", "e11e10", "e11e9", "e11e8", "e11e7");
    }

    @Test
    void aMovedPawnStepsOneSquare() {
        Position p = play(position("Pe2" + KINGS), "e2e3", "l6l5");
        assertMoves(p, "e3", "e3e4");
    }

    @Test
    void eachMultiStepOpensEveryPassedSquareToEnPassant() {
        assertEquals("e3", enPassantField(play(position("Pe2" + KINGS), "e2e4")));
        assertEquals("e3e4", enPassantField(play(position("Pe2" + KINGS), "e2e5")));
        assertEquals("e3e4e5", enPassantField(play(position("Pe2" + KINGS), "e2e6")));
        assertEquals("-", enPassantField(play(position("Pe2" + KINGS), "e2e3")));
        assertEquals("e10e9e8", enPassantField(play(position("pe11" + KINGS, "b - - 0 1"), "e11e7")));
    }

    @Test
    void enPassantOntoEachPassedSquareOfAFourStep() {
        String men = "Pe2 pd4 pf5 pd6 pf7" + KINGS;
        Position p = play(position(men), "e2e6");
        assertMoves(p, "d4", "d4d3", "d4e3", "d4c4", "d4e4"); // Black rank 4 is past the centre
        assertMoves(p, "f5", "f5f4", "f5e4", "f5e5", "f5g5");
        assertMoves(p, "d6", "d6d5", "d6e5", "d6c6");
        assertMoves(p, "f7", "f7f6", "f7e6");
        assertEquals(board("pe3 pf5 pd6 pf7" + KINGS), boardOf(play(play(position(men), "e2e6"), "d4e3")));
        assertEquals(board("pd4 pe4 pd6 pf7" + KINGS), boardOf(play(play(position(men), "e2e6"), "f5e4")));
        assertEquals(board("pd4 pf5 pe5 pf7" + KINGS), boardOf(play(play(position(men), "e2e6"), "d6e5")));
        assertEquals(board("pd4 pf5 pd6 pe6" + KINGS), boardOf(play(play(position(men), "e2e6"), "f7e6")));
    }

    @Test
    void enPassantOntoEachPassedSquareOfAThreeAndATwoStep() {
        Position three = play(position("Pe2 pd4 pf5" + KINGS), "e2e5");
        assertEquals(board("Pe5 pd4 pf5" + KINGS), boardOf(three));
        assertMoves(three, "d4", "d4d3", "d4e3", "d4c4", "d4e4");
        assertMoves(three, "f5", "f5f4", "f5e4", "f5g5");
        assertEquals(board("pe3 pf5" + KINGS), boardOf(play(play(position("Pe2 pd4 pf5" + KINGS), "e2e5"), "d4e3")));
        assertEquals(board("pd4 pe4" + KINGS), boardOf(play(play(position("Pe2 pd4 pf5" + KINGS), "e2e5"), "f5e4")));
        Position two = play(position("Pe2 pd4" + KINGS), "e2e4");
        assertMoves(two, "d4", "d4d3", "d4e3", "d4c4");
        assertEquals(board("pe3" + KINGS), boardOf(play(play(position("Pe2 pd4" + KINGS), "e2e4"), "d4e3")));
    }

    @Test
    void whiteCapturesEnPassantAfterABlackMultiStepAndSidepawnsMayToo() {
        // d8 and f9 stand past the centre: Sidepawns, and still Pawns.
        Position p = play(position("pe11 Pd8 Pf9" + KINGS, "b - - 0 1"), "e11e7");
        assertMoves(p, "d8", "d8d9", "d8e9", "d8c8", "d8e8");
        assertMoves(p, "f9", "f9f10", "f9e10", "f9e9", "f9g9");
        assertEquals(board("Pe9 Pf9" + KINGS), boardOf(play(play(position("pe11 Pd8 Pf9" + KINGS, "b - - 0 1"),
                "e11e7"), "d8e9")));
    }

    @Test
    void enPassantLastsOneMoveOnly() {
        Position p = play(position("Pe2 pd4" + KINGS), "e2e6", "l6l5", "a7a8");
        assertMoves(p, "d4", "d4d3", "d4c4", "d4e4");
        assertThrows(IllegalMoveException.class, () -> MoveNotation.parse(p, "d4e3"));
    }

    @Test
    void onlyPawnsCaptureEnPassant() {
        // A Guard, a Cat and a Knight may move to e4, a Star Cat to e5, but the Pawn on e6 stays.
        String men = "Pe2 gd5 cc6 nf6 se8" + KINGS;
        String[][] cases = {
            {"d5e4", "Pe6 ge4 cc6 nf6 se8"},
            {"c6e4", "Pe6 gd5 ce4 nf6 se8"},
            {"f6e4", "Pe6 gd5 cc6 ne4 se8"},
            {"e8e5", "Pe6 gd5 cc6 nf6 se5"},
        };
        for (String[] c : cases) {
            assertEquals(board(c[1] + KINGS), boardOf(play(position(men), "e2e6", c[0])), c[0]);
        }
        // Leaping over it, the Star Cat may take it, as an overtake and not en passant.
        assertMoves(play(position(men), "e2e6"), "e8e", "e8e7", "e8e6", "e8e5", "e8e5xe6", "e8e9", "e8e10", "e8e11");
    }

    @Test
    void sidewaysStepsOnlyPastTheCentreOntoEmptySquares() {
        assertMoves(position("Pe7" + KINGS), "e7", "e7e8", "e7d7", "e7f7");
        assertMoves(position("Pe6" + KINGS), "e6", "e6e7");
        assertMoves(position("Pe7 pd7 Pf7" + KINGS), "e7", "e7e8");
        assertMoves(position("Pl11 kd12 Ka1"), "l11", "l11l12q", "l11l12c", "l11l12r",
                "l11l12g", "l11l12b", "l11l12n", "l11k11");
        assertMoves(position("pe6" + KINGS, "b - - 0 1"), "e6", "e6e5", "e6d6", "e6f6");
        assertMoves(position("pe7" + KINGS, "b - - 0 1"), "e7", "e7e6");
        assertMoves(position("pe6 Pd6 pf6" + KINGS, "b - - 0 1"), "e6", "e6e5");
    }
}
