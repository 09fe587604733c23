package org.variantc.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.variantc.reference.Moves.assertMoves;

import org.junit.jupiter.api.Test;

/** Catapult, Eurofighter Pawns, castling and promotion of nearlydouble-chess.md. */
class NearlydoubleTest {
    private final ReferenceGame g = ReferenceGames.nearlydouble();

    private ReferencePosition pos(String men, String rest) {
        return Boards.position(g, men, rest);
    }

    private ReferencePosition pos(String men) {
        return pos(men, "w - - 0 1");
    }

    private static String board(String fen) {
        return fen.split(" ")[0];
    }

    @Test
    void catapultIsKnightPlusThreeLeap() {
        assertMoves(pos("Cf6 Pf7 pf8 Pe6"), "f6", "f6e8", "f6g8", "f6d7", "f6h7", "f6d5", "f6h5", "f6e4", "f6g4",
                "f6f9", "f6f3", "f6c6", "f6i6");
    }

    @Test
    void eurofighterAllFourPatternsFromRankFour() {
        // m,m e4-e5-e6; m,c e4-e5xf6; c,m e4xd5-d6; no c,c (c6 and e6 empty).
        assertMoves(pos("Pe4 pd5 pf6"), "e4", "e4e5", "e4d5", "e4e6", "e4f6", "e4d6xd5");
        // c,c either way from d5 (to c6 or zig-zag back to e6); e6 blocks m,m.
        assertMoves(pos("Pe4 pd5 pc6 pe6"), "e4", "e4e5", "e4d5", "e4c6xd5", "e4e6xd5", "e4d6xd5");
    }

    @Test
    void eurofighterOnlyFromRanksThreeAndFour() {
        assertMoves(pos("Pe3"), "e3", "e3e4", "e3e5");
        assertMoves(pos("Pe2"), "e2", "e2e3");
        assertMoves(pos("Pe5"), "e5", "e5e6");
        assertMoves(pos("Pe1"), "e1", "e1e2");
        // Black: ranks 9 and 8.
        assertMoves(pos("pe9", "b - - 0 1"), "e9", "e9e8", "e9e7");
        assertMoves(pos("pe8", "b - - 0 1"), "e8", "e8e7", "e8e6");
        assertMoves(pos("pe7", "b - - 0 1"), "e7", "e7e6");
        // A Pawn that stepped from rank 3 to 4 may double-step again.
        ReferencePosition p = pos("Pe3 ka11").play("e3e4").play("a11a10");
        assertMoves(p, "e4", "e4e5", "e4e6");
    }

    @Test
    void eurofighterEnPassantAgainstTheIntermediateSquare() {
        ReferencePosition p = pos("Pe4 pf6 pd6 Ka1 kk11").play("e4f6");
        assertEquals("e5>f6", p.toFen().split(" ")[3]);
        assertMoves(p, "d6", "d6d5", "d6e5");
        assertEquals(board(pos("pe5 Ka1 kk11").toFen()), board(p.play("d6e5").toFen()));
        // c,m: the intermediate square held the captured man.
        ReferencePosition q = pos("Pe4 pd5 pc6 Ka1 kk11").play("e4d6xd5");
        assertEquals("d5", q.toFen().split(" ")[3]);
        assertMoves(q, "c6", "c6c5", "c6d5");
        assertEquals(board(pos("pd5 Ka1 kk11").toFen()), board(q.play("c6d5").toFen()));
        // The right lasts one move only.
        ReferencePosition r = pos("Pe4 pd6 Ka1 kk11").play("e4e6").play("k11k10").play("a1a2");
        assertMoves(r, "d6", "d6d5");
        assertMoves(pos("Pe4 pd6 Ka1 kk11").play("e4e6"), "d6", "d6d5", "d6e5");
    }

    @Test
    void eurofighterCaptureStepsGiveCheck() {
        assertTrue(pos("Pe4 kf6 pd5", "b - - 0 1").inCheck());  // m,c: e4-e5xf6
        assertTrue(pos("Pe3 kd5", "b - - 0 1").inCheck());      // m,c: e3-e4xd5
        assertTrue(pos("Pe4 ke6 pd5", "b - - 0 1").inCheck());  // c,c zig-zag: e4xd5xe6
        assertEquals(false, pos("Pe4 ke6", "b - - 0 1").inCheck());
        assertEquals(false, pos("Pe5 kd7 pd6", "b - - 0 1").inCheck()); // rank 5: no double step
    }

    @Test
    void castlingInnerAndOuter() {
        ReferencePosition p = pos("Ra1 Kf1 Rj1 Rk1 kf11", "w AJK - 0 1");
        assertMoves(p, "f1", "f1e1", "f1g1", "f1e2", "f1f2", "f1g2", "f1h1", "f1c1");
        assertEquals(board(pos("Ra1 Rg1 Kh1 Rk1 kf11").toFen()), board(p.play("f1h1").toFen()));
        assertEquals(board(pos("Kc1 Rd1 Rj1 Rk1 kf11").toFen()), board(p.play("f1c1").toFen()));
        assertEquals("-", p.play("f1c1").toFen().split(" ")[2]);
        assertEquals("JK", p.play("a1a2").toFen().split(" ")[2]);
        ReferencePosition outer = pos("Ra1 Rb1 Kf1 Rk1 kf11", "w ABK - 0 1");
        assertMoves(outer, "f1", "f1e1", "f1g1", "f1e2", "f1f2", "f1g2", "f1d1", "f1i1");
        assertEquals(board(pos("Ra1 Re1 Kd1 Rk1 kf11").toFen()), board(outer.play("f1d1").toFen()));
        assertEquals(board(pos("Ra1 Rb1 Rh1 Ki1 kf11").toFen()), board(outer.play("f1i1").toFen()));
        assertEquals("rrbbqkqbbrr/2c1c1c1c2/1p1p1p1p1p1/ppppppppppp/11/11/11/PPPPPPPPPPP/1P1P1P1P1P1/2C1C1C1C2"
                + "/RRBBQKQBBRR w ABJKabjk - 0 1", g.startPosition().toFen());
    }

    @Test
    void promotionOffersWithCounts() {
        // Rank 8: Catapult if fewer than 4.
        assertMoves(pos("Pe7 Ca1 Cb1 Cc1"), "e7", "e7e8c", "e7e8=");
        assertMoves(pos("Pe7 Ca1 Cb1 Cc1 Cd1"), "e7", "e7e8");
        // Rank 9: Bishop; rank 10: Rook.
        assertMoves(pos("Pe8"), "e8", "e8e9b", "e8e9=");
        assertMoves(pos("Pe8 Ba1 Bb1 Bc1 Bd1"), "e8", "e8e9");
        assertMoves(pos("Pe9"), "e9", "e9e10r", "e9e10=");
        assertMoves(pos("Pe9 Ra1 Rb1 Rc1 Rd1"), "e9", "e9e10");
        // Rank 11: compulsory, only types with fewer than 4 while there are any.
        assertMoves(pos("Pe10 Qa1 Qb1 Ra2 Rb2 Rc2 Rd2 Ba3 Bb3 Bc3 Bd3 Ca4 Cb4 Cc4 Cd4"), "e10", "e10e11q");
        assertMoves(pos("Pe10 Qa1 Qb1 Ra2 Rb2 Rc2 Ba3 Bb3 Bc3 Bd3 Ca4 Cb4 Cc4 Cd4"), "e10", "e10e11q", "e10e11r");
        assertMoves(pos("Pe10 Qa1 Qb1 Qc1 Qd1 Ra2 Rb2 Rc2 Rd2 Ba3 Bb3 Bc3 Bd3 Ca4 Cb4 Cc4 Cd4"), "e10",
                "e10e11q", "e10e11r", "e10e11b", "e10e11c");
        // Black mirrors: ranks 4, 3, 2, 1.
        assertMoves(pos("pe5", "b - - 0 1"), "e5", "e5e4c", "e5e4=");
        assertMoves(pos("pe2", "b - - 0 1"), "e2", "e2e1q", "e2e1r", "e2e1b", "e2e1c");
        // A capture arriving counts too.
        assertMoves(pos("Pe7 pd8 Ca1 Cb1 Cc1 Cd1"), "e7", "e7e8", "e7d8");
        assertMoves(pos("Pe7 pd8"), "e7", "e7e8c", "e7e8=", "e7d8c", "e7d8=");
    }

    @Test
    void enPassantArrivingOnRankEightIsOfferedTheCatapult() {
        ReferencePosition p = pos("Pc7 Ka1 kk11 pd9", "b - - 0 1").play("d9d7");
        assertEquals("d8", p.toFen().split(" ")[3]);
        assertMoves(p, "c7", "c7c8c", "c7c8=", "c7d8c", "c7d8=");
        assertEquals(board(pos("Cd8~ Ka1 kk11").toFen()), board(p.play("c7d8c").toFen()));
    }
}
