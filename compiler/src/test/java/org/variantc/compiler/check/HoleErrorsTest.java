package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What {@code check} accepts and refuses about holes ({@code *} in the setup), at line and column. */
class HoleErrorsTest {
    private static void expect(String text, String... errors) {
        assertEquals(List.of(errors), Checks.errors(text));
        assertEquals(errors.length == 0, Checks.compile(text).succeeded());
    }

    @Test
    void holesInTheSetupAreAccepted() {
        expect(Checks.base("r3k2r/pppppppp/8/8", "r3k2r/pppppppp/8/*6*"));
    }

    @Test
    void aCastlingAcrossAHoleIsRefused() {
        expect(Checks.base("8/8/PPPPPPPP/R3K2R", "8/8/PPPPPPPP/R3K*1R"),
                "10:1: a castling of the King from e1 crosses or lands on the hole f1");
        // Black's castling is White's mirrored: a hole on f8 stops it too.
        expect(Checks.base("r3k2r/", "r3k*1r/"),
                "10:1: a castling of the King from e1 crosses or lands on the hole f8");
    }

    @Test
    void holesDoNotCombineWithAShuffledStart() {
        String text = """
                variant "Holes960" { author "tests" }
                board 8 x 8
                piece King K "K" royal
                piece Queen Q "Q"
                piece Rook R "R"
                piece Bishop B "B"
                piece Knight N "N"
                piece Pawn P "fmWfceF" pawn { promote on rank 8 to Q R B N }
                setup "rnbqkbnr/pppppppp/8/3**3/8/8/PPPPPPPP/RNBQKBNR"
                shuffle { B B on different colours  K between R }
                """;
        expect(text, "10:1: a shuffled start cannot be combined with holes ('*' in the setup)");
    }

    @Test
    void aRowWithAHoleStillCountsItsSquares() {
        expect(Checks.base("r3k2r/pppppppp/8/8", "r3k2r/pppppppp/8/*7*"),
                "9:27: rank 5 of the setup is longer than the board's 8 files");
    }
}
