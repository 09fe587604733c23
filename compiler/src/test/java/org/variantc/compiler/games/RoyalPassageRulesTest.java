package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * {@code royal men may not pass through check}, from hand-built Caissa Britannia positions
 * ({@code definitions/sjaak/caissa_britannia.variant}): the royal Queen may not pass over a square
 * where she would stand in check. The first two positions' perft equals Sjaak II 1.4.1's (rows in
 * {@code reference/sjaak/perft.tsv}); the Lion's screen is where Sjaak II reads the rule otherwise.
 */
class RoyalPassageRulesTest {
    private static final String GAME = "sjaak/caissa_britannia.variant";

    private static List<String> queenMoves(String fen, String from) {
        Position pos = Games.position(GAME, fen);
        return MoveNotation.legal(pos).stream().filter(m -> m.startsWith(from)).sorted().toList();
    }

    /** c1 is attacked by the Rook (and the Pawn), a2 by the Queen: a1 may step to b1 and take b2, no further. */
    @Test
    void theQueenMayNotPassAnAttackedSquare() {
        assertEquals(List.of("a1b1", "a1b2"), queenMoves("2r5q1/10/5l4/10/10/10/10/10/1p8/Q3K5 w - - 0 1", "a1"));
    }

    /** The Queens may not face each other across an empty line: each attacks the other's line, b2 among it. */
    @Test
    void theQueensMayNotFaceAndTheQueenMayNotCrossTheOtherQueensLines() {
        List<String> moves = queenMoves("9q/10/10/10/10/10/10/10/10/1Q6K1 w - - 0 1", "b1");
        assertTrue(moves.stream().noneMatch(m -> m.startsWith("b1b")), moves.toString()); // b2 is on j10's diagonal
        assertFalse(moves.contains("b1a1"), moves.toString());                             // a1 too
        assertTrue(moves.contains("b1i8") && !moves.contains("b1j9"), moves.toString());   // j9 touches j10
    }

    /**
     * The Queen's own square is no screen for a Lion's capture on a square she passes: standing on
     * g1 she would not be in check from the Lion on b1, so f1-h1 is legal (Sjaak II 1.4.1 refuses it,
     * testing g1 with the Queen still on f1 as the Lion's screen).
     */
    @Test
    void theQueenLeavingIsNoScreenForALion() {
        List<String> moves = queenMoves("2r1q3r1/10/10/10/6L3/10/10/10/9L/bl3Q4 w - - 0 2", "f1");
        assertEquals(List.of("f1f2", "f1f3", "f1f4", "f1f5", "f1g1", "f1g2", "f1h1", "f1h3"), moves);
    }
}
