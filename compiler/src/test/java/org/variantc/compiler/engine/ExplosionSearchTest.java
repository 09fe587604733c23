package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;

/**
 * The search sees explosions without code of its own for them: it plays the moves the runtime
 * makes (blast included) and scores a side whose royal men are gone as lost, whoever moved.
 * Positions composed for this test.
 */
class ExplosionSearchTest {
    private static SearchResult search(String game, String fen, int depth) {
        Position pos = Games.position("fairy-stockfish/" + game + ".variant", fen);
        return new Search(pos.rulebook(), 16).search(pos, Limits.depth(depth), null);
    }

    @Test
    void atomicBlowsUpTheKingBesideTheTarget() {
        // Qxd7 takes only a Pawn, but the blast beside it removes the Black King: a win at once.
        SearchResult r = search("atomic", "4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1", 3);
        assertEquals("d1d7", r.bestText());
        assertEquals(Search.MATE - 1, r.score());
    }

    @Test
    void atomicDefendsAgainstAnExplosion() {
        // White threatens Qxd7 blowing up e8; Black to move must step out of the blast or
        // guard nothing: every King move away from d7's ring keeps it alive.
        SearchResult r = search("atomic", "4k3/3p4/8/8/8/8/8/3QK3 b - - 0 1", 4);
        assertTrue(r.score() > -Search.MATE_BOUND, "Black finds a defence, not " + r.bestText() + " " + r.score());
    }

    @Test
    void noCheckAtomicKingDoesNotBlowItselfUp() {
        // Kxe2 is legal without check, but the King explodes with the Pawn: a loss for the mover.
        SearchResult r = search("nocheckatomic", "4k3/8/8/8/8/8/4p3/4K3 w - - 0 1", 3);
        assertNotEquals("e1e2", r.bestText());
        assertTrue(r.score() > -Search.MATE_BOUND, r.bestText() + " " + r.score());
    }
}
