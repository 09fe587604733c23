package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.variantc.compiler.games.ChessAndAHalf.assertMoves;
import static org.variantc.compiler.games.ChessAndAHalf.board;
import static org.variantc.compiler.games.ChessAndAHalf.boardOf;
import static org.variantc.compiler.games.ChessAndAHalf.play;
import static org.variantc.compiler.games.ChessAndAHalf.position;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.position.Position;

/** Rules 1 to 3 of spec §4: compulsory Pawn promotion and the optional piece promotions. */
class ChessAndAHalfPromotionTest {
    private static final String KINGS = " Ka7 kl5";

    @Test
    void aPawnMustPromoteToQueenCatRookGuardBishopOrKnight() {
        assertMoves(position("Pe11 pd12" + KINGS), "e11",
                "e11e12q", "e11e12c", "e11e12r", "e11e12g", "e11e12b", "e11e12n",
                "e11d12q", "e11d12c", "e11d12r", "e11d12g", "e11d12b", "e11d12n", "e11d11", "e11f11");
        assertMoves(position("pe2 Pf1" + KINGS, "b - - 0 1"), "e2",
                "e2e1q", "e2e1c", "e2e1r", "e2e1g", "e2e1b", "e2e1n",
                "e2f1q", "e2f1c", "e2f1r", "e2f1g", "e2f1b", "e2f1n", "e2d2", "e2f2");
        assertEquals(board("Q~e12" + KINGS), boardOf(play(position("Pe11" + KINGS), "e11e12q")));
    }

    @Test
    void aKnightMayBecomeASpeedyKnightOnEnteringTheLastRank() {
        assertMoves(position("Nd10" + KINGS), "d10",
                "d10e12z", "d10e12=", "d10c12z", "d10c12=", "d10b11", "d10f11", "d10b9", "d10f9", "d10c8", "d10e8");
        assertEquals(board("Z~e12" + KINGS), boardOf(play(position("Nd10" + KINGS), "d10e12z")));
        assertEquals(board("Ne12" + KINGS), boardOf(play(position("Nd10" + KINGS), "d10e12=")));
    }

    @Test
    void aCatMayBecomeAStarCatAlsoWhenItOvertakes() {
        assertMoves(position("Cf10 pf11" + KINGS), "f10f12", "f10f12s", "f10f12=", "f10f12xf11s", "f10f12xf11=");
        assertEquals(board("S~f12" + KINGS), boardOf(play(position("Cf10 pf11" + KINGS), "f10f12xf11s")));
        assertEquals(board("Cf12" + KINGS), boardOf(play(position("Cf10 pf11" + KINGS), "f10f12xf11=")));
        assertMoves(position("cf3 Pf2" + KINGS, "b - - 0 1"), "f3f1", "f3f1s", "f3f1=", "f3f1xf2s", "f3f1xf2=");
    }

    @Test
    void aGuardMayBecomeAnEquesRex() {
        assertMoves(position("Gf11" + KINGS), "f11",
                "f11e12x", "f11e12=", "f11f12x", "f11f12=", "f11g12x", "f11g12=",
                "f11e11", "f11g11", "f11e10", "f11f10", "f11g10");
        assertMoves(position("gf2" + KINGS, "b - - 0 1"), "f2",
                "f2e1x", "f2e1=", "f2f1x", "f2f1=", "f2g1x", "f2g1=", "f2e2", "f2g2", "f2e3", "f2f3", "f2g3");
        assertEquals(board("X~f12" + KINGS), boardOf(play(position("Gf11" + KINGS), "f11f12x")));
    }

    @Test
    void aDeclinedPromotionReturnsOnlyAfterLeavingAndReenteringTheLastRank() {
        Position p = play(position("Gf11" + KINGS), "f11f12=", "l5l4");
        assertMoves(p, "f12", "f12e12", "f12g12", "f12e11", "f12f11", "f12g11");
        play(p, "f12g12", "l4l5");
        assertMoves(p, "g12", "g12f12", "g12h12", "g12f11", "g12g11", "g12h11");
        play(p, "g12g11", "l5l4");
        assertMoves(p, "g11g12", "g11g12x", "g11g12=");
    }

    @Test
    void aPawnPromotedOnTheLastRankIsNotOfferedMoreInTheSameMove() {
        Position p = play(position("Pe11" + KINGS), "e11e12c", "l5l4");
        assertEquals(board("C~e12 Ka7 kl4"), boardOf(p));
        // Moving along the last rank never promotes; leaving and coming back does.
        assertMoves(p, "e12", "e12d12", "e12c12", "e12f12", "e12g12", "e12d11", "e12c10", "e12e11", "e12e10",
                "e12f11", "e12g10");
        play(p, "e12e10", "l4l5");
        assertMoves(p, "e10e12", "e10e12s", "e10e12=");
        assertMoves(p, "e10c12", "e10c12s", "e10c12=");
    }

    @Test
    void theOtherPiecesNeverPromote() {
        assertMoves(position("Sf9" + KINGS), "f9f12", "f9f12");
        assertMoves(position("Rf9" + KINGS), "f9f12", "f9f12");
        assertMoves(position("Xf11" + KINGS), "f11f12", "f11f12");
        assertMoves(position("Zd10" + KINGS), "d10e12", "d10e12");
    }
}
