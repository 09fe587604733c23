package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;

/**
 * Simple tactics in FIDE chess, each composed for this test with one clearly best move (the
 * reason beside it): the search must find it at a modest depth.
 */
class TacticsTest {
    @ParameterizedTest(name = "{1}: {0}")
    @CsvSource(delimiter = ';', value = {
        // Knight fork of King h8 and Queen d8; no other move wins material (composed)
        "3q3k/8/8/4N3/8/8/8/6K1 w - - 0 1; e5f7",
        // The Queen hangs to the Rook on its file (composed)
        "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1; d2d5",
        // Promote to a Queen; the Black King is too far to stop anything (composed)
        "8/4P3/8/8/8/k7/8/4K3 w - - 0 1; e7e8q",
        // Back-rank mate in one (composed)
        "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1; a1a8",
        // The undefended Knight on c6 is free to the Bishop along the long diagonal (composed)
        "4k3/8/2n5/8/8/8/6B1/4K3 w - - 0 1; g2c6",
        // Black to move: the Rook skewers King and Queen along the rank (composed)
        "k7/8/8/8/1Q3K2/8/8/7r b - - 0 1; h1h4",
        // En passant wins the pawn that would otherwise promote (composed)
        "8/8/8/8/3pP3/8/8/K6k b - e3 0 1; d4e3",
    })
    void findsTheBestMove(String fen, String best) {
        Position pos = Games.position("fide.variant", fen);
        Search search = new Search(pos.rulebook(), 16);
        assertEquals(best, search.search(pos, Limits.depth(6), null).bestText());
    }
}
