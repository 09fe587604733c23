package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.variantc.compiler.games.ChessAndAHalf.assertMoves;
import static org.variantc.compiler.games.ChessAndAHalf.board;
import static org.variantc.compiler.games.ChessAndAHalf.boardOf;
import static org.variantc.compiler.games.ChessAndAHalf.play;
import static org.variantc.compiler.games.ChessAndAHalf.position;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/** Rule 5: flexible castling, the King 1 to 5 squares toward a1 and 1 to 4 toward l1. */
class ChessAndAHalfCastlingTest {
    private static final String WHITE = "Ra1 Kg1 Rl1 kg12";
    private static final String BLACK = "ra12 kg12 rl12 Kg1";

    @Test
    void everyDistanceOnBothWingsForWhite() {
        assertMoves(position(WHITE, "w KQ - 0 1"), "g1",
                "g1f1O", "g1e1", "g1d1", "g1c1", "g1b1", "g1h1O", "g1i1", "g1j1", "g1k1",
                "g1f1", "g1h1", "g1f2", "g1g2", "g1h2");
    }

    @Test
    void everyDistanceOnBothWingsForBlack() {
        assertMoves(position(BLACK, "b kq - 0 1"), "g12",
                "g12f12O", "g12e12", "g12d12", "g12c12", "g12b12", "g12h12O", "g12i12", "g12j12", "g12k12",
                "g12f12", "g12h12", "g12f11", "g12g11", "g12h11");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "g1f1O, Ra1 Kg1 Rl1, Kf1 Rg1 Rl1, w KQ, b - - 1 1",
        "g1e1,  Ra1 Kg1 Rl1, Ke1 Rf1 Rl1, w KQ, b - - 1 1",
        "g1d1,  Ra1 Kg1 Rl1, Kd1 Re1 Rl1, w KQ, b - - 1 1",
        "g1c1,  Ra1 Kg1 Rl1, Kc1 Rd1 Rl1, w KQ, b - - 1 1",
        "g1b1,  Ra1 Kg1 Rl1, Kb1 Rc1 Rl1, w KQ, b - - 1 1",
        "g1h1O, Ra1 Kg1 Rl1, Ra1 Rg1 Kh1, w KQ, b - - 1 1",
        "g1i1,  Ra1 Kg1 Rl1, Ra1 Rh1 Ki1, w KQ, b - - 1 1",
        "g1j1,  Ra1 Kg1 Rl1, Ra1 Ri1 Kj1, w KQ, b - - 1 1",
        "g1k1,  Ra1 Kg1 Rl1, Ra1 Rj1 Kk1, w KQ, b - - 1 1",
        "g1f1,  Ra1 Kg1 Rl1, Ra1 Kf1 Rl1, w KQ, b - - 1 1",
        "g12f12O, ra12 kg12 rl12, kf12 rg12 rl12, b kq, w - - 1 2",
        "g12b12,  ra12 kg12 rl12, kb12 rc12 rl12, b kq, w - - 1 2",
        "g12h12O, ra12 kg12 rl12, ra12 rg12 kh12, b kq, w - - 1 2",
        "g12k12,  ra12 kg12 rl12, ra12 rj12 kk12, b kq, w - - 1 2",
        "g12f12,  ra12 kg12 rl12, ra12 kf12 rl12, b kq, w - - 1 2",
    })
    void theRookJumpsTheKingAndLandsBesideIt(String move, String before, String after, String rights, String rest) {
        String other = before.startsWith("R") ? " kg12" : " Kg1";
        Position p = play(position(before + other, rights + " - 0 1"), move);
        assertEquals(board(after + other), boardOf(p));
        assertEquals(rest, Fen.write(p).split(" ", 2)[1]); // the rights of the side are gone
        assertEquals(ChessAndAHalf.reference(ChessAndAHalf.fen(before + other, rights + " - 0 1")).play(move).toFen(),
                Fen.write(p));
    }

    @Test
    void noManMayStandBetweenKingAndRook() {
        assertMoves(position("Ra1 Nb1 Kg1 Rl1 kg12", "w KQ - 0 1"), "g1",
                "g1h1O", "g1i1", "g1j1", "g1k1", "g1f1", "g1h1", "g1f2", "g1g2", "g1h2");
        assertMoves(position("Ra1 Kg1 bk1 Rl1 kg12", "w KQ - 0 1"), "g1",
                "g1f1O", "g1e1", "g1d1", "g1c1", "g1b1", "g1f1", "g1h1", "g1f2", "g1g2", "g1h2");
    }

    @Test
    void notOutOfCheck() {
        assertMoves(position("Ra1 Kg1 Rl1 kk12 rg8", "w KQ - 0 1"), "g1", "g1f1", "g1h1", "g1f2", "g1h2");
    }

    @Test
    void theKingNeitherCrossesNorLandsOnAnAttackedSquare() {
        assertMoves(position("Ra1 Kg1 Rl1 kg12 rd12", "w KQ - 0 1"), "g1",
                "g1f1O", "g1e1", "g1h1O", "g1i1", "g1j1", "g1k1", "g1f1", "g1h1", "g1f2", "g1g2", "g1h2");
        assertMoves(position("Ra1 Kg1 Rl1 kg12 rj12", "w KQ - 0 1"), "g1",
                "g1f1O", "g1e1", "g1d1", "g1c1", "g1b1", "g1h1O", "g1i1", "g1f1", "g1h1", "g1f2", "g1g2", "g1h2");
        // Only the Rook crosses b1: allowed, as long as the King stays off it.
        assertMoves(position("Ra1 Kg1 kg12 rb12", "w Q - 0 1"), "g1",
                "g1f1O", "g1e1", "g1d1", "g1c1", "g1f1", "g1h1", "g1f2", "g1g2", "g1h2");
    }

    @Test
    void rightsEndWhenKingOrRookMoves() {
        Position p = play(position(WHITE, "w KQ - 0 1"), "a1a2", "g12g11", "a2a1", "g11g12");
        assertEquals("K", Fen.write(p).split(" ")[2]);
        assertMoves(p, "g1", "g1h1O", "g1i1", "g1j1", "g1k1", "g1f1", "g1h1", "g1f2", "g1g2", "g1h2");
        Position q = play(position(WHITE, "w KQ - 0 1"), "g1g2", "g12g11", "g2g1", "g11g12");
        assertEquals("-", Fen.write(q).split(" ")[2]);
    }

    @Test
    void theOneSquareCastleIsWrittenWithO() {
        Position p = position(WHITE, "w KQ - 0 1");
        assertEquals("g1f1O", MoveNotation.format(p, MoveNotation.parse(p, "g1f1O")));
        assertEquals("g1f1", MoveNotation.format(p, MoveNotation.parse(p, "g1f1")));
        assertEquals("g1e1", MoveNotation.format(p, MoveNotation.parse(p, "g1e1")));
        assertEquals(board("Ra1 Kf1 Rl1 kg12"), boardOf(play(position(WHITE, "w KQ - 0 1"), "g1f1")));
        assertEquals(board("Kf1 Rg1 Rl1 kg12"), boardOf(play(position(WHITE, "w KQ - 0 1"), "g1f1O")));
    }
}
