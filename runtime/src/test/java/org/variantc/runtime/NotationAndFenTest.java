package org.variantc.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.notation.IllegalMoveException;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

class NotationAndFenTest {
    private static String fenError(String fen) {
        return assertThrows(FenException.class, () -> Fen.read(Fide.RULES, fen)).getMessage();
    }

    @Test
    void wrongRankLengthNamesTheRank() {
        String m = fenError("rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertTrue(m.contains("rank 7") && m.contains("9 squares"), m);
        m = fenError("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN w KQkq - 0 1");
        assertTrue(m.contains("rank 1") && m.contains("7 squares"), m);
    }

    @Test
    void wrongRankCountIsReported() {
        String m = fenError("rnbqkbnr/pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertTrue(m.contains("expected 8 ranks") && m.contains("found 7"), m);
    }

    @Test
    void unknownPieceIdNamesTheCharacterAndRank() {
        String m = fenError("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1");
        assertTrue(m.contains("unknown piece id 'X'") && m.contains("rank 1"), m);
        m = fenError("rnbqkbnr/pppppppp/8/8/3(Sc)4/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertTrue(m.contains("'(Sc)' is no piece id") && m.contains("rank 4"), m);
    }

    @Test
    void badSideCastlingAndNumbersAreReported() {
        String m = fenError("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1");
        assertTrue(m.contains("side to move") && m.contains("'x'"), m);
        m = fenError("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkz - 0 1");
        assertTrue(m.contains("castling rights") && m.contains("'z'"), m);
        m = fenError("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/1NBQKBNR w KQkq - 0 1");
        assertTrue(m.contains("castling rights") && m.contains("a1"), m);
        m = fenError("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1");
        assertTrue(m.contains("en passant") && m.contains("'e9'"), m);
        m = fenError("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1");
        assertTrue(m.contains("half-move clock"), m);
        assertTrue(fenError("").contains("empty FEN"));
    }

    /** A castling right belongs to the men the start position puts there: a Queen on e1 or a Knight on h1 never castles. */
    @Test
    void castlingRightsNeedTheStartMenUnpromoted() {
        assertEquals("'K' needs an unmoved White Rook on h1, not a Knight",
                fenError("4k3/8/8/8/8/8/8/R3K2N w KQ - 0 1").replaceAll("bad FEN \\(castling rights\\): | in \".*", ""));
        assertTrue(fenError("4k3/8/8/8/8/8/K7/R3Q2R w KQ - 0 1").contains("'K' needs an unmoved White King on e1, not a Queen"));
        assertTrue(fenError("r3k2r~/8/8/8/8/8/8/4K3 b kq - 0 1").contains("'k' needs an unmoved Black Rook on h8, not a promoted Rook"));
        assertEquals("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
                Fen.write(Fen.read(Fide.RULES, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")));
    }

    @Test
    void longRunsAndTwoLetterIdsAreRead() {
        String fen = "7k/8/8/8/8/8/8/K7 w - - 3 12";
        assertEquals(fen, Fen.write(Fen.read(Fide.RULES, fen)));
        assertEquals("4k3/8/8/8/8/8/8/4K3 w - - 0 1", Fen.write(Fen.read(Fide.RULES, "4k3/8/8/8/8/8/8/4K3")));
    }

    @Test
    void startFenRoundTrips() {
        assertEquals(Fide.START, Fen.write(Fen.start(Fide.RULES)));
        assertEquals(Fairy.START, Fen.write(Fen.start(Fairy.rules())));
    }

    @Test
    void illegalAndMalformedMovesAreExplained() {
        Position pos = Fen.start(Fide.RULES);
        String m = assertThrows(IllegalMoveException.class, () -> MoveNotation.parse(pos, "e2e5")).getMessage();
        assertTrue(m.contains("'e2e5' is not a legal move"), m);
        m = assertThrows(IllegalMoveException.class, () -> MoveNotation.parse(pos, "hello")).getMessage();
        assertTrue(m.contains("not a move in coordinate notation"), m);
        assertEquals("e2e4", MoveNotation.format(pos, MoveNotation.parse(pos, "e2e4")));
    }

    @Test
    void promotionsAreWrittenWithTheLowerCaseId() {
        Position pos = Fen.read(Fide.RULES, "7k/P7/8/8/8/8/8/K7 w - - 0 1");
        assertEquals(Fairy.set("a7a8q", "a7a8r", "a7a8b", "a7a8n"), Fairy.movesFrom(pos, "a7"));
        String m = assertThrows(IllegalMoveException.class, () -> MoveNotation.parse(pos, "a7a8")).getMessage();
        assertTrue(m.contains("not a legal move"), m);
    }
}
