package org.variantc.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Self-consistency over the first plies of every game: move strings are unique, FEN
 * round-trips (text, and legal moves for the first ply), and divide adds up to perft.
 */
class ConsistencyTest {

    @Test
    void twoPliesOfEveryGame() {
        for (ReferenceGame g : StartPerftPrintTest.games()) {
            ReferencePosition start = g.startPosition();
            check(start);
            for (ReferenceMove m : start.legalMoves()) {
                ReferencePosition child = start.play(m);
                check(child);
                for (ReferenceMove m2 : child.legalMoves()) {
                    ReferencePosition grandchild = child.play(m2);
                    assertEquals(grandchild.toFen(), g.position(grandchild.toFen()).toFen());
                }
            }
            Map<String, Long> divide = start.divide(2);
            assertEquals(start.perft(2), divide.values().stream().mapToLong(Long::longValue).sum(), g.name());
        }
    }

    private static void check(ReferencePosition p) {
        List<String> moves = p.legalMoveStrings();
        assertEquals(moves.size(), new HashSet<>(moves).size(), "duplicate move strings: " + p.toFen());
        ReferencePosition back = p.game().position(p.toFen());
        assertEquals(p.toFen(), back.toFen());
        assertEquals(moves, back.legalMoveStrings(), p.toFen());
    }
}
