package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;

/**
 * Forced mates in FIDE chess. Every position was composed for this test and is proved here by
 * {@link MateSolver}, which shares nothing with the search: the mate exists in exactly N moves
 * and not fewer. The search must report mate in N and play a move the solver confirms.
 */
class MateTest {
    @ParameterizedTest(name = "mate in {1}: {0}")
    @CsvSource(delimiter = ';', value = {
        // King and Rook against a cornered King: a waiting King move first (composed)
        "7k/8/8/5K2/8/8/8/R7 w - - 0 1; 2",
        // The same with the King a step further: the Rook must first cut the rank (composed)
        "7k/8/8/4K3/8/8/8/R7 w - - 0 1; 3",
        // King and Rook, the defending King in the other corner (composed)
        "k7/8/2K5/8/8/8/8/6R1 w - - 0 1; 2",
        // Two Rooks: the ladder needs one quiet move (composed)
        "k7/8/8/8/8/8/5R2/4K1R1 w - - 0 1; 2",
        "k7/8/8/8/8/8/4R3/4K1R1 w - - 0 1; 2",
        // Back rank: the Queen is given up on b8 to deflect the Rook (composed)
        "r5k1/5ppp/8/8/8/8/1Q3PPP/1R4K1 w - - 0 1; 2",
        // Queen and King against King (composed)
        "7k/8/8/8/4K3/8/8/6Q1 w - - 0 1; 3",
        // Black to move: Queen and King against the cornered White King (composed)
        "8/8/8/8/8/1q6/8/K2k4 b - - 0 1; 3",
    })
    void findsForcedMate(String fen, int moves) {
        Position pos = Games.position("fide.variant", fen);
        assertTrue(MateSolver.matesIn(pos, moves), "the solver proves mate in " + moves);
        if (moves > 1) {
            assertFalse(MateSolver.matesIn(pos, moves - 1), "and no faster mate");
        }
        Search search = new Search(pos.rulebook(), 16);
        SearchResult result = search.search(pos, Limits.depth(2 * moves + 1), null);
        assertEquals(Search.MATE - (2 * moves - 1), result.score(), "mate score for " + result.bestText());
        assertTrue(MateSolver.startsMate(pos, result.bestMove(), moves), result.bestText() + " mates in " + moves);
    }
}
