package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The open-file term ({@code openFile}) from hand-built FIDE positions: a man that slides along its
 * file (the types read off the move tables: here Rook and Queen, not Bishop, Knight, King or Pawn)
 * earns the weight on a file without a promoting man of its own side, twice the weight without
 * one of either side's. With {@code openFile=100} and every other weight untuned, the score differs
 * from the untuned one by that, White's less Black's, turned for Black to move.
 */
class OpenFileTest {
    private static int difference(String fen) {
        return WeightDifference.of("fide.variant", fen, "openFile=100");
    }

    @Test
    void aRookEarnsTheWeightOnAHalfOpenFileAndTwiceOnAnOpenOne() {
        // No Pawn on the a-file: open.
        assertEquals(200, difference("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"));
        // Black's Pawn on a7: half open for White.
        assertEquals(100, difference("4k3/p7/8/8/8/8/8/R3K3 w - - 0 1"));
        // White's own Pawn on a2 (ahead or behind does not matter): nothing.
        assertEquals(0, difference("4k3/8/8/8/8/8/P7/R3K3 w - - 0 1"));
    }

    @Test
    void theTypesAreThoseThatSlideAlongTheFile() {
        assertEquals(200, difference("4k3/8/8/8/8/8/8/Q3K3 w - - 0 1"));
        assertEquals(0, difference("4k3/8/8/8/8/8/8/B3K3 w - - 0 1"));
        assertEquals(0, difference("4k3/8/8/8/8/8/8/N3K3 w - - 0 1"));
    }

    @Test
    void bothSidesCountAgainstEachOther() {
        // Black's Rook on a8 stands behind its own Pawn on a7: nothing; White's Rook half open.
        assertEquals(100, difference("r3k3/p7/8/8/8/8/8/R3K3 w - - 0 1"));
        // Black to move: the sign turns.
        assertEquals(-100, difference("r3k3/p7/8/8/8/8/8/R3K3 b - - 0 1"));
        // Black's Rook on h8 on an open file too: 100 − 200.
        assertEquals(-100, difference("4k2r/p7/8/8/8/8/8/R3K3 w - - 0 1"));
    }
}
