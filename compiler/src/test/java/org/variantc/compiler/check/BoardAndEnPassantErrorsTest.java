package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What {@code check} accepts and refuses for a cylinder board ({@code board 8 x 8 cylinder}),
 * XBetza's {@code o}, and a move {@code with en passant}, at line and column.
 */
class BoardAndEnPassantErrorsTest {
    private static void expect(String text, String... errors) {
        assertEquals(List.of(errors), Checks.errors(text));
        assertEquals(errors.length == 0, Checks.compile(text).succeeded());
    }

    @Test
    void aCylinderBoardAndAWrappingMoveAreAccepted() {
        expect(Checks.base("board 8 x 8\n", "board 8 x 8 cylinder\n"));
        expect(Checks.base("board 8 x 8\n", "board 8x8 cylinder\n"));
        expect(Checks.base("piece Rook R \"R\"\n", "piece Rook R \"oR\"\n"));
    }

    @Test
    void cylinderComesAfterTheSize() {
        expect(Checks.base("board 8 x 8\n", "board cylinder 8 x 8\n"),
                "2:7: unexpected 'cylinder'; expected a size such as 8x8 or a number");
    }

    @Test
    void oOnALegOfAMultiLegMoveIsRefusedAtTheLetter() {
        expect(Checks.base("piece Rook R \"R\"\n", "piece Rook R \"oafW\"\n"),
                "4:15: Betza: 'o' (wrapping round the side edges) is not supported on a leg of a multi-leg move; on a cylinder"
                        + " board (board 8 x 8 cylinder) every leg wraps");
    }

    @Test
    void aSergeantsDoubleStepMayGiveAnEnPassantRight() {
        expect(Checks.base("piece Rook R \"R\"\n", "piece Rook R \"fK\" { move \"ifmnD\" with en passant }\n"));
    }

    @Test
    void withEnPassantOnAManThatTakesEnPassantIsRefused() {
        expect(Checks.base("  move \"ifmnD\" from rank 2\n", "  move \"ifmnD\" from rank 2 with en passant\n"),
                "6:28: Pawn takes en passant ('e'), so its moves already give en-passant rights; 'with en passant' is"
                        + " for a man that takes none");
    }
}
