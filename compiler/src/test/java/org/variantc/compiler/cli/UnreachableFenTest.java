package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;

/** A FEN the game could never reach is refused on the command line with one line, no trace. */
class UnreachableFenTest {
    private static final String FIDE = Sources.definition("fide.variant").toString();
    private static final String NEARLYDOUBLE = Sources.definition("nearlydouble-chess.variant").toString();

    @Test
    void aSideWithoutItsKing() {
        String fen = "4k3/8/8/8/8/8/8/8 w - - 0 1";
        MainTest.Run r = MainTest.run("moves", FIDE, "--fen", fen);
        assertEquals(1, r.status());
        assertEquals("", r.out());
        assertEquals("variantc: bad FEN (board): White has no King, but the Chess setup gives it 1 and no rule"
                + " removes one in \"" + fen + "\"\n", r.err());
    }

    @Test
    void aPawnOnTheRankWhereItMustPromote() {
        String fen = "k10/11/11/11/11/11/11/11/11/11/K3p6 b - - 0 1";
        MainTest.Run r = MainTest.run("perft", NEARLYDOUBLE, "--depth", "1", "--fen", fen);
        assertEquals(1, r.status());
        assertEquals("variantc: bad FEN (board): a Black Pawn on e1 cannot stand there: it must promote on"
                + " arriving in \"" + fen + "\"\n", r.err());
        assertFalse(r.err().contains("Exception"));
    }

    @Test
    void theSideThatHasJustMovedInCheck() {
        String fen = "4k3/8/8/8/8/8/8/4RK2 w - - 0 1";
        MainTest.Run r = MainTest.run("moves", FIDE, "--fen", fen);
        assertEquals(1, r.status());
        assertEquals("", r.out());
        assertEquals("variantc: bad FEN (position): Black, who has just moved, is in check (White could take"
                + " the King) in \"" + fen + "\"\n", r.err());
    }
}
