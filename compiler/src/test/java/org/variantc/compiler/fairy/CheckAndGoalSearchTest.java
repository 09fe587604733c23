package org.variantc.compiler.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.search.Evaluation;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;

/** The search and evaluation read the check and goal rules from the tables, with no per-variant code. */
class CheckAndGoalSearchTest {
    private static SearchResult search(String variant, String fen, int depth) {
        Position pos = Fen.read(FairyReference.rules(variant), fen);
        return new Search(pos.rulebook(), 16).search(pos, Limits.depth(depth), null);
    }

    @Test
    void theWinningCheckBeatsARook() {
        // Qxh2 wins a Rook; any check (d8, d7, e2, e3) is White's third and wins the game.
        String fen = "4k3/8/8/8/8/8/3Q3r/4K3 w - - 1+3 0 1";
        SearchResult r = search("3check", fen, 3);
        Position pos = Fen.read(FairyReference.rules("3check"), fen);
        pos.make(r.bestMove());
        assertTrue(pos.inCheck(), r.bestText());
        assertTrue(r.score() > Search.MATE - 10, "score " + r.score());
    }

    @Test
    void checksGivenAreWorthMoreTheNearerTheLast() {
        Position none = Fen.read(FairyReference.rules("3check"), "4k3/8/8/8/8/8/3Q3r/4K3 w - - 3+3 0 1");
        Position two = Fen.read(FairyReference.rules("3check"), "4k3/8/8/8/8/8/3Q3r/4K3 w - - 1+3 0 1");
        Evaluation eval = new Evaluation(none.rulebook());
        int first = eval.evaluate(Fen.read(none.rulebook(), "4k3/8/8/8/8/8/3Q3r/4K3 w - - 2+3 0 1")) - eval.evaluate(none);
        int second = eval.evaluate(two) - eval.evaluate(Fen.read(none.rulebook(), "4k3/8/8/8/8/8/3Q3r/4K3 w - - 2+3 0 1"));
        assertTrue(first > 50 && second > 2 * first, first + " then " + second);
    }

    @Test
    void blackFollowsForTheDraw() {
        SearchResult r = search("racingkings", "7K/k7/8/8/8/8/8/8 b - - 0 1", 3);
        assertTrue(r.bestText().equals("a7a8") || r.bestText().equals("a7b8"), r.bestText());
        assertEquals(0, r.score());
    }

    @Test
    void aGoalReachedBeforeTheMoverIsAWinForIt() {
        // White arrived, Black's extra move missed: White, to move, has won.
        assertEquals(Search.MATE, search("racingkings", "7K/8/k7/8/8/8/8/8 w - - 0 1", 2).score());
        // Black's King arrived first: White, to move, has lost.
        assertEquals(-Search.MATE, search("racingkings", "k7/7K/8/8/8/8/8/8 w - - 0 1", 2).score());
    }
}
