package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;

/**
 * The search plays Duck chess without code of its own for it: it searches the two-part moves the
 * runtime generates, scores a captured King as lost (extinction) and a stalemate as the rules
 * say. Positions composed for this test.
 */
class DuckSearchTest {
    private static SearchResult search(String fen, int depth) {
        Position pos = Games.position("fairy-stockfish/duck.variant", fen);
        return new Search(pos.rulebook(), 16).search(pos, Limits.depth(depth), null);
    }

    @Test
    void theSearchTakesTheKing() {
        SearchResult r = search("4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1", 2);
        assertTrue(r.bestText().startsWith("e2e8,"), r.bestText());
        assertEquals(Search.MATE - 1, r.score());
    }

    @Test
    void theSearchShieldsItsKingWithTheDuck() {
        // Black's Queen on a1 takes the King along the first rank unless White's move keeps it:
        // the King steps off the rank, or the Duck blocks it; whichever the search picks, it lives.
        SearchResult r = search("4k3/8/8/8/8/8/8/q3K3 w - - 0 1", 3);
        assertTrue(r.score() > -Search.MATE_BOUND, r.bestText() + " " + r.score());
        assertTrue(r.bestText().contains(","), "a two-part move: " + r.bestText());
        assertTrue(Move.wall(r.bestMove()) >= 0);
    }
}
