package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.variantc.compiler.games.ChessAndAHalf.moves;
import static org.variantc.compiler.games.ChessAndAHalf.play;
import static org.variantc.compiler.games.ChessAndAHalf.position;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.position.Position;

/**
 * Issue 19: a Chess and a Half Knight that moved and came back to b1 regained its double leap
 * after any FEN round trip, since the FEN could not say it had moved. The FEN now marks such a
 * man with {@code '} after its letter ({@code N'}), written by {@code toFen} and read back, so
 * {@code save}/{@code load}, {@code setboard} and {@code position fen} (all through the runtime's
 * FEN) keep it.
 */
class MovedMarkFenTest {
    private static final List<String> LEAPS_FROM_B1 = List.of("b1a3", "b1c3", "b1d2");

    @Test
    void aKnightBackOnB1KeepsNoDoubleLeapAfterAFenRoundTrip() {
        Position p = play(position("Nb1 kl7 Ka6"), "b1c3", "l7l8", "c3b1", "l8l7");
        assertEquals(LEAPS_FROM_B1, moves(p, "b1"));
        String fen = Fen.write(p);
        assertTrue(fen.contains("1N'"), "the Knight on b1 is marked: " + fen);
        Position again = Fen.read(p.rulebook(), fen);
        assertEquals(LEAPS_FROM_B1, moves(again, "b1"), "after the round trip: " + fen);
        assertEquals(fen, Fen.write(again));
        assertEquals(p.hash(), again.hash(), "the same position, the same hash");
        System.out.println("moved Knight back on b1: " + fen);
    }

    @Test
    void anUnmovedKnightIsWrittenAsBeforeAndKeepsItsLeap() {
        Position p = position("Nb1 kl7 Ka6");
        assertFalse(Fen.write(p).contains("'"), Fen.write(p));
        assertEquals(List.of("b1a3", "b1c3", "b1d2", "b1d5", "b1f3"), moves(Fen.read(p.rulebook(), Fen.write(p)), "b1"));
        Position start = Fen.read(p.rulebook(),
                "rnbscqkcsbnr/pppgppppgppp/12/12/12/12/12/12/12/12/PPPGPPPPGPPP/RNBSCQKCSBNR w KQkq - 0 1");
        assertFalse(Fen.write(start).contains("'"), "the start position needs no mark: " + Fen.write(start));
    }

    @Test
    void aMarkThatCouldChangeNothingIsRefused() {
        Position p = position("Nc3 kl7 Ka6");
        String marked = Fen.write(p).replace("N", "N'");
        FenException off = assertThrows(FenException.class, () -> Fen.read(p.rulebook(), marked));
        assertTrue(off.getMessage().contains("marks a man that has moved although he stands on his start square"),
                off.getMessage());
    }
}
