package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;

/** Issue 18: numbers beyond int range in a FEN, and runs that overflow the file count, get a clear message. */
class FenNumbersTest {
    private static String moves(String fen) {
        return MainAccess.run("", "moves", Sources.definition("fide.variant").toString(), "--fen", fen).strip();
    }

    @Test
    void runsBeyondIntRangeAreRefusedAsTooLong() {
        for (String run : new String[] {"99999999999", "4294967296"}) {
            String fen = "rnbqkbnr/pppppppp/" + run + "/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
            assertEquals("variantc: bad FEN (board): rank 6 \"" + run + "\": a run of " + run
                    + " empty squares goes past the board's 8 files in \"" + fen + "\"", moves(fen));
        }
    }

    @Test
    void aRunThatWouldWrapTheFileCountIsRefused() {
        // 2147483647 then men: the file count once wrapped to -2147483608 and indexed the board with it.
        String fen = "rnbqkbnr/pppppppp/2147483647pppppppp/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assertEquals("variantc: bad FEN (board): rank 6 \"2147483647pppppppp\": a run of 2147483647 empty squares"
                + " goes past the board's 8 files in \"" + fen + "\"", moves(fen));
    }

    @Test
    void clockNumbersBeyondIntRangeAreRefused() {
        String fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 99999999999";
        assertEquals("variantc: bad FEN (move number): expected a number of at least 1, found '99999999999' in \""
                + fen + "\"", moves(fen));
    }
}
