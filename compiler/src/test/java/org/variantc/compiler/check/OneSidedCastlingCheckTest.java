package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.rules.CastlingMove;

/**
 * Castling for one side only ({@code castling white { … }}, {@code castling black { … }}): the
 * squares are that side's as they stand on the board, the other side castles not at all, and a
 * castling whose men are missing is refused at its place rather than at the first command that
 * loads the start position.
 */
class OneSidedCastlingCheckTest {
    /** Black has a King and Rooks; White a King on d1 and no Rooks. */
    private static final String ONE_SIDED = """
            variant "Mini" { author "tests" }
            board 8 x 8
            piece King K "K" royal
            piece Rook R "R"
            piece Pawn P "fmWfceF" pawn {
              promote on rank 8 to R
            }
            setup "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/3K4"
            castling black {
              king e8 to g8 with rook h8 to f8
              king e8 to c8 with rook a8 to d8
            }
            """;

    @Test
    void blackAloneCastlesFromItsOwnSquares() {
        Compilation c = Checks.compile(ONE_SIDED);
        assertTrue(c.succeeded(), c.report());
        List<CastlingMove> moves = c.rules().moves().castlings();
        assertEquals(2, moves.size());
        assertTrue(moves.stream().allMatch(m -> m.side() == 1), moves.toString());
        assertTrue(c.rules().startFen().contains(" w kq - "), c.rules().startFen());
    }

    @Test
    void whiteAloneCastles() {
        String text = ONE_SIDED.replace("r3k2r/pppppppp/8/8/8/8/PPPPPPPP/3K4", "3k4/pppppppp/8/8/8/8/PPPPPPPP/R3K2R")
                .replace("castling black", "castling white").replace("e8", "e1").replace("g8", "g1")
                .replace("h8", "h1").replace("f8", "f1").replace("c8", "c1").replace("a8", "a1").replace("d8", "d1");
        Compilation c = Checks.compile(text);
        assertTrue(c.succeeded(), c.report());
        assertTrue(c.rules().moves().castlings().stream().allMatch(m -> m.side() == 0));
        assertTrue(c.rules().startFen().contains(" w KQ - "), c.rules().startFen());
    }

    /** Both blocks, White's first: each side castles with its own moves (Elven chess's armies are turned, not mirrored). */
    @Test
    void eachSideItsOwnCastling() {
        String text = """
                variant "Turned" { author "tests" }
                board 8 x 8
                piece King K "K" royal
                piece Rook R "R"
                setup "r2k3r/8/8/8/8/8/8/R3K2R"
                castling white {
                  king e1 to g1 with rook h1 to f1
                }
                castling black {
                  king d8 to b8 with rook a8 to c8
                }
                """;
        Compilation c = Checks.compile(text);
        assertTrue(c.succeeded(), c.report());
        List<CastlingMove> moves = c.rules().moves().castlings();
        assertEquals(List.of(new CastlingMove(0, 4, 6, 7, 5), new CastlingMove(1, 59, 57, 56, 58)), moves);
        assertTrue(c.rules().startFen().contains(" w Kq - "), c.rules().startFen());
        // Two blocks for one side are still refused.
        assertEquals(List.of("9:1: this statement is given twice; the first is at line 6"),
                Checks.errors(text.replace("castling black", "castling white")));
    }

    /** Without a side the castling is both sides' in White's squares: Black's men there suggest castling black. */
    @Test
    void bothSidesNeedTheirMen() {
        String hint = " in the setup (castling { ... } names White's squares, Black's mirror them;"
                + " for Black alone write castling black { ... })";
        assertEquals(List.of("10:8: castling needs a White royal piece on e8" + hint,
                        "10:27: castling needs a White Rook (a non-royal man) on h8" + hint,
                        "11:8: castling needs a White royal piece on e8" + hint,
                        "11:27: castling needs a White Rook (a non-royal man) on a8" + hint),
                Checks.errors(ONE_SIDED.replace("castling black", "castling")));
    }

    /** A castling black that names White's squares (as the mirror form would) is told so. */
    @Test
    void blackSquaresAreWrittenAsOnTheBoard() {
        String why = " in the setup (castling black names Black's squares as they stand on the board)";
        assertEquals(List.of("10:8: castling black needs a Black royal piece on e1" + why,
                        "10:27: castling black needs a Black Rook (a non-royal man) on h1" + why),
                Checks.errors(ONE_SIDED.replace("king e8 to g8 with rook h8 to f8", "king e1 to g1 with rook h1 to f1")
                        .replace("castling black {\n  king e8 to c8 with rook a8 to d8\n", "castling black {\n")));
    }

    @Test
    void aMissingBlackRookIsRefusedAtItsSquare() {
        assertEquals(List.of("11:27: castling black needs a Black Rook (a non-royal man) on a8 in the setup"
                        + " (castling black names Black's squares as they stand on the board)"),
                Checks.errors(ONE_SIDED.replace("r3k2r/", "4k2r/")));
    }

    @Test
    void whiteAloneNeedsNoBlackMirror() {
        String text = Checks.BASE.replace("castling {", "castling white {")
                .replace("r3k2r/pppppppp", "4k3/pppppppp");
        Compilation c = Checks.compile(text);
        assertTrue(c.succeeded(), c.report());
    }
}
