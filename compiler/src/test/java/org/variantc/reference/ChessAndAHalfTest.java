package org.variantc.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.variantc.reference.Moves.assertMoves;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Pieces and special rules of chess-and-a-half.md. */
class ChessAndAHalfTest {
    private final ReferenceGame g = ReferenceGames.chessAndAHalf();

    private ReferencePosition pos(String men, String rest) {
        return Boards.position(g, men, rest);
    }

    private ReferencePosition pos(String men) {
        return pos(men, "w - - 0 1");
    }

    @Test
    void starCatOvertakesEverySubsetOfEnemiesPassedOver() {
        ReferencePosition p = pos("Sd1 pd2 pd3");
        assertMoves(p, "d1",
                "d1d2", "d1d3", "d1d3xd2", "d1d4", "d1d4xd2", "d1d4xd3", "d1d4xd2xd3",
                "d1c1", "d1b1", "d1a1", "d1e1", "d1f1", "d1g1",
                "d1c2", "d1b3", "d1a4", "d1e2", "d1f3", "d1g4");
        ReferencePosition after = p.play("d1d4xd2xd3");
        assertEquals(Boards.board(12, 12, "Sd4"), after.toFen().split(" ")[0]);
    }

    @Test
    void starCatJumpsFriendsAndNeverCapturesThem() {
        assertMoves(pos("Sd1 Pd2 pd3"), "d1", "d1d3", "d1d4", "d1d4xd3",
                "d1c1", "d1b1", "d1a1", "d1e1", "d1f1", "d1g1",
                "d1c2", "d1b3", "d1a4", "d1e2", "d1f3", "d1g4");
    }

    @Test
    void catStepsLeapsAndOvertakes() {
        assertMoves(pos("Ce1 pe2 Pf2"), "e1", "e1e2", "e1e3", "e1e3xe2", "e1g3", "e1d2", "e1c3",
                "e1d1", "e1c1", "e1f1", "e1g1");
    }

    @Test
    void knightDoubleLeapOnlyUnmovedThroughEmptyMiddle() {
        // b1 is a Knight's start square: unmoved.
        assertMoves(pos("Nb1 pd5"), "b1", "b1a3", "b1c3", "b1d2", "b1d5", "b1f3");
        assertMoves(pos("Nb1 pc3 Pd2"), "b1", "b1a3", "b1c3");
        // c3 is not: no double leap.
        assertMoves(pos("Nc3"), "c3", "c3b1", "c3d1", "c3a2", "c3e2", "c3a4", "c3e4", "c3b5", "c3d5");
        // Once moved (even back home) it is gone.
        ReferencePosition p = pos("Nb1 kl12", "w - - 0 1").play("b1c3").play("l12l11").play("c3b1").play("l11l12");
        assertMoves(p, "b1", "b1a3", "b1c3", "b1d2");
        assertTrue(p.toFen().startsWith("11k/"));
    }

    @Test
    void knightDoubleLeapGivesCheck() {
        assertTrue(pos("Nb1 kd5", "b - - 0 1").inCheck());
        assertFalse(pos("Nb1 Pc3 kd5", "b - - 0 1").inCheck());
        assertFalse(pos("Nc1 ke5", "b - - 0 1").inCheck()); // c1 is not a Knight start square
    }

    @Test
    void pawnFirstMoveOneToFourSquaresThroughEmptySquares() {
        assertMoves(pos("Pe2"), "e2", "e2e3", "e2e4", "e2e5", "e2e6");
        assertMoves(pos("Pe2 pe5"), "e2", "e2e3", "e2e4");
        assertMoves(pos("Pe3"), "e3", "e3e4"); // e3 is not a Pawn start square: moved
    }

    @Test
    void enPassantOntoAnyPassedSquare() {
        ReferencePosition p = pos("Pe2 pd4 pf6 pd6 kl12 Ka1", "w - - 0 1").play("e2e6");
        assertEquals("e3e4e5", p.toFen().split(" ")[3]);
        // Black Pawns on rank 6 or below have crossed the centre: sideways steps too.
        assertMoves(p, "d4", "d4d3", "d4e3", "d4c4", "d4e4");
        assertMoves(p, "f6", "f6f5", "f6e5", "f6g6");
        assertMoves(p, "d6", "d6d5", "d6e5", "d6c6");
        ReferencePosition q = p.play("d4e3");
        assertFalse(q.toFen().split(" ")[0].contains("P"));
    }

    @Test
    void sidewaysStepFromRankSeven() {
        assertMoves(pos("Pe7"), "e7", "e7d7", "e7f7", "e7e8");
        assertMoves(pos("Pe6 Pa1"), "e6", "e6e7");
        assertMoves(pos("Pe7 Pd7 pf7"), "e7", "e7e8");
        assertMoves(pos("pe6", "b - - 0 1"), "e6", "e6d6", "e6f6", "e6e5");
    }

    @Test
    void pawnPromotionIsCompulsoryToQCRGBN() {
        assertMoves(pos("Pe11 pd12"), "e11", "e11d11", "e11f11", "e11e12q", "e11e12c", "e11e12r", "e11e12g", "e11e12b", "e11e12n",
                "e11d12q", "e11d12c", "e11d12r", "e11d12g", "e11d12b", "e11d12n");
    }

    @Test
    void piecePromotionsOptionalOnlyWhenEnteringTheLastRank() {
        assertMoves(pos("Nd10~"), "d10", "d10e12z", "d10e12=", "d10c12z", "d10c12=", "d10b11", "d10f11",
                "d10b9", "d10f9", "d10c8", "d10e8");
        assertMoves(pos("Gf11"), "f11", "f11e12x", "f11e12=", "f11f12x", "f11f12=", "f11g12x", "f11g12=",
                "f11e11", "f11g11", "f11e10", "f11f10", "f11g10");
        // Along the last rank: no promotion. Up into it: optional, also with an overtake.
        List<String> cat = Moves.of(pos("Ce12 Cf10 pf11"), "");
        assertTrue(cat.contains("e12g12"));
        assertFalse(cat.contains("e12g12s"));
        assertTrue(cat.containsAll(List.of("f10f12s", "f10f12=", "f10f12xf11s", "f10f12xf11=", "f10f11")));
        assertFalse(cat.contains("f10f11s"));
        // A promoted Cat on the last rank may not promote again without leaving it.
        assertTrue(pos("Pe11").play("e11e12c").toFen().startsWith("4C~7/"));
    }

    @Test
    void flexibleCastlingDistances() {
        ReferencePosition p = pos("Ra1 Kg1 Rl1 kg12", "w KQ - 0 1");
        assertMoves(p, "g1", "g1f1", "g1f1O", "g1e1", "g1d1", "g1c1", "g1b1",
                "g1h1", "g1h1O", "g1i1", "g1j1", "g1k1", "g1f2", "g1g2", "g1h2");
        assertEquals(Boards.board(12, 12, "Kb1 Rc1 Rl1 kg12"), p.play("g1b1").toFen().split(" ")[0]);
        assertEquals(Boards.board(12, 12, "Kf1 Rg1 Rl1 kg12"), p.play("g1f1O").toFen().split(" ")[0]);
        assertEquals(Boards.board(12, 12, "Ra1 Kf1 Rl1 kg12"), p.play("g1f1").toFen().split(" ")[0]);
        assertEquals(Boards.board(12, 12, "Ra1 Rj1 Kk1 kg12"), p.play("g1k1").toFen().split(" ")[0]);
        assertEquals("b - - 1 1", p.play("g1k1").toFen().split(" ", 2)[1]);
    }

    @Test
    void castlingNotThroughAttackedSquares() {
        ReferencePosition p = pos("Ra1 Kg1 Rl1 kg12 rd12", "w KQ - 0 1");
        assertMoves(p, "g1", "g1f1", "g1f1O", "g1e1",
                "g1h1", "g1h1O", "g1i1", "g1j1", "g1k1", "g1f2", "g1g2", "g1h2");
        // A Black Star Cat on f4 leaps 3 to f1, c1 and i1 and attacks f2, h2 too.
        ReferencePosition q = pos("Ra1 Kg1 Rl1 kg12 sf4", "w KQ - 0 1");
        assertMoves(q, "g1", "g1g2", "g1h1", "g1h1O");
    }

    @Test
    void kingOnTheFarRankEndsTheGame() {
        ReferencePosition p = pos("Kg11 ka6", "w - - 0 1");
        ReferencePosition after = p.play("g11g12");
        assertTrue(after.isGameOver());
        assertTrue(after.legalMoveStrings().isEmpty());
        assertEquals(0, after.perft(1));
        assertEquals(after.perft(1), 0);
        assertEquals(8, p.perft(1));
    }

    @Test
    void startPositionMoves() {
        ReferencePosition p = g.startPosition();
        assertMoves(p, "b1", "b1a3", "b1c3", "b1d5");
        assertMoves(p, "d1", "d1d3", "d1d4", "d1b3", "d1a4", "d1f3", "d1g4");
        assertMoves(p, "e2", "e2e3", "e2e4", "e2e5", "e2e6");
        assertEquals(70, p.perft(1));
    }
}
