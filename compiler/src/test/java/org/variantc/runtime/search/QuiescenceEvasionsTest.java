package org.variantc.runtime.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.position.Position;

/**
 * Quiescence in check searches every evasion, however deep it is (it used to take the static score
 * past its second ply when a quiet evasion existed). Hand-built FIDE positions, Black in check on
 * the back rank from a Rook on d8: the Knight's step to f8 is the only evasion, and the Rook takes
 * it with mate, a capture quiescence sees; with h6 instead of h7 the King escapes to h7.
 */
class QuiescenceEvasionsTest {
    private static final String MATED = "3R3k/3n2pp/8/8/8/8/8/6K1 b - - 0 1";
    private static final String ESCAPES = "3R3k/3n2p1/7p/8/8/8/8/6K1 b - - 0 1";

    @Test
    void aDeepCheckWithOnlyAQuietEvasionIsSeenToBeMate() {
        for (int qply : new int[] {0, 2, 5}) {
            Position pos = Games.position("fide.variant", MATED);
            Search search = new Search(pos.rulebook(), 1);
            assertEquals(-Search.MATE + 2, search.quiescence(pos, qply), "Nf8, Rxf8 mate, at quiescence ply " + qply);
        }
    }

    @Test
    void aDeepCheckWithAnEscapeIsNotMate() {
        Position pos = Games.position("fide.variant", ESCAPES);
        Search search = new Search(pos.rulebook(), 1);
        int score = search.quiescence(pos, 5);
        assertTrue(score > -Search.MATE_BOUND, "Kh7 escapes: " + score);
        assertTrue(score < 0, "Black is a Rook against a Knight down: " + score);
    }
}
