package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;

/**
 * The search of drop games, with the null move on and checks near the leaves extended only when
 * their man is not lost on the exchange, still finds a mate by drops that begins with a quiet
 * drop: White drops a Bishop on f6 and then a Queen on g7, which Black cannot take (composed for
 * this test; {@link MateSolver} proves the mate in exactly two).
 */
class DropSearchTest {
    private static final String FEN = "6k1/5p1p/6p1/8/8/8/8/6K1[QB] w - - 0 1";

    @Test
    void findsAMateInTwoByDrops() {
        Position pos = Games.position("crazyhouse.variant", FEN);
        assertTrue(MateSolver.matesIn(pos, 2), "the solver proves mate in 2");
        assertFalse(MateSolver.matesIn(pos, 1), "and no faster mate");
        SearchResult result = new Search(pos.rulebook(), 16).search(pos, Limits.depth(5), null);
        assertEquals(Search.MATE - 3, result.score(), "mate score for " + result.bestText());
        assertTrue(MateSolver.startsMate(pos, result.bestMove(), 2), result.bestText() + " mates in 2");
    }
}
