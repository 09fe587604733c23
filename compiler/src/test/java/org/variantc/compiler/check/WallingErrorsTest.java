package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.rules.Walling;

/** What the checker refuses beside the Duck, each at its line and column. */
class WallingErrorsTest {
    private static final String DUCK = """
            variant "Small duck"
            board 8 x 8
            piece King K "K"
            piece Rook R "R"
            piece Pawn P "fmWfceF" pawn
            setup "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R"
            after each move, the duck moves to an empty square
            end { lose when no K left }
            """;

    private static List<String> errors(String from, String to) {
        assertTrue(DUCK.contains(from), from);
        return Checks.errors(DUCK.replace(from, to));
    }

    @Test
    void theDuckDefinitionIsClean() {
        assertEquals(List.of(), Checks.errors(DUCK));
        assertEquals(Walling.DUCK, Checks.compile(DUCK).rules().placing().walling());
        assertEquals(null, Checks.compile(DUCK.replace("after each move, the duck moves to an empty square", ""))
                .rules().placing().walling());
        assertEquals(List.of(), errors("after each move,", "after each move"), "the comma is optional");
    }

    @Test
    void royalMenAreRefused() {
        assertEquals(List.of("7:1: the Duck cannot be combined with royal men: make the King a common man (no 'royal')"
                + " and end the game with 'lose when no K left', as Duck chess does"),
                errors("piece King K \"K\"", "piece King K \"K\" royal"));
    }

    @Test
    void dropsAndWallsOfCapturesAreRefused() {
        assertEquals(List.of("7:1: the Duck cannot be combined with drops (line 8)"), errors("end {", "drops\nend {"));
        assertEquals(List.of("7:1: the Duck cannot be combined with explosions or petrification (line 8): a wall in a"
                + " FEN would not say which is the Duck"), errors("end {", "petrify R\nend {"));
    }

    @Test
    void theStatementIsGivenOnce() {
        assertEquals(List.of("8:1: this statement is given twice; the first is at line 7"),
                errors("end {", "after each move the duck moves to an empty square\nend {"));
    }

    @Test
    void aMisspeltStatementSaysWhatWasExpected() {
        assertEquals(List.of("7:36: unexpected 'a'; expected 'an'"),
                errors("the duck moves to an empty square", "the duck moves to a free square"));
    }
}
