package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What the checker refuses in a shuffled start and in 960 castling, each at its line and column. */
class ShuffleErrorsTest {
    private static final String CHESS960 = """
            variant "Mini960"
            board 8 x 8
            piece King K "K" royal
            piece Queen Q "Q"
            piece Rook R "R"
            piece Bishop B "B"
            piece Knight N "N"
            piece Pawn P "fmWfceF" pawn
            setup "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"
            shuffle {
              B B on different colours
              K between R
            }
            castling {
              king to g1 with rook to f1
              king to c1 with rook to d1
            }
            """;

    private static List<String> errors(String from, String to) {
        assertTrue(CHESS960.contains(from), from);
        return Checks.errors(CHESS960.replace(from, to));
    }

    @Test
    void theChess960DefinitionIsClean() {
        assertEquals(List.of(), Checks.errors(CHESS960));
        assertEquals(84, Checks.compile(CHESS960).rules().moves().castlings().size(), "42 King-and-Rook squares a side");
    }

    @Test
    void aRuleNamingMenTheRankLacksIsRefused() {
        assertEquals(List.of("11:5: the first rank has no Q left for this rule"),
                errors("B B on different colours", "Q Q on different colours"));
        assertEquals(List.of("11:3: no piece has the id 'X'"), errors("B B on different colours", "X B on different colours"));
        assertEquals(List.of("12:13: the first rank has no B left for this rule"), errors("K between R", "K between B"));
    }

    @Test
    void theKingBetweenTheRooksIsRequired() {
        assertEquals(List.of("10:1: a shuffle needs its King between two Rooks, say 'K between R': they take the last"
                + " three squares of every array"), errors("  K between R\n", ""));
    }

    @Test
    void theFirstRankMustBeFullAndMirrored() {
        assertEquals(List.of("10:1: a shuffle needs White's first rank full of White men in the setup and Black's last"
                + " rank the same men, file for file"), errors("RNBQKBNR\"", "RNBQKBN1\""));
        assertEquals(List.of("10:1: a shuffle needs White's first rank full of White men in the setup and Black's last"
                + " rank the same men, file for file"), errors("\"rnbqkbnr/", "\"rnbkqbnr/"));
    }

    @Test
    void nineSixtyCastlingNeedsAShuffleAndTheFirstRank() {
        assertEquals(List.of("11:3: castling from wherever the King starts needs a shuffled start: write shuffle { ... },"
                + " or name the squares: king e1 to g1 with rook h1 to f1",
                "12:3: castling from wherever the King starts needs a shuffled start: write shuffle { ... },"
                + " or name the squares: king e1 to g1 with rook h1 to f1"),
                errors("shuffle {\n  B B on different colours\n  K between R\n}\n", ""));
        assertEquals(List.of("15:3: the King and the Rook castle to two squares of the first rank"),
                errors("king to g1 with rook to f1", "king to g2 with rook to f2"));
    }

    @Test
    void aProtectedRankMustBeOnTheBoard() {
        assertEquals(List.of("13:16: the board has ranks 1 to 8"), errors("  K between R\n", "  K between R\n  protect rank 9\n"));
    }
}
