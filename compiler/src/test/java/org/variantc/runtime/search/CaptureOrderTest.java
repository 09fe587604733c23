package org.variantc.runtime.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * Captures of equal victims by equal attackers are ordered by the capture history: a hand-built
 * FIDE position where either Knight takes an unguarded Pawn (d5 or e5). In the compiler's tests
 * for the shipped definition; in the runtime's package because the order is the search's own.
 */
class CaptureOrderTest {
    private static final String FEN = "4k3/8/8/3pp3/8/2N2N2/8/4K3 w - - 0 1";

    @Test
    void experienceDecidesBetweenEqualCaptures() {
        Position pos = Games.position("fide.variant", FEN);
        long onD5 = MoveNotation.parse(pos, "c3d5");
        long onE5 = MoveNotation.parse(pos, "f3e5");
        int pawn = pos.typeAt(org.variantc.runtime.position.Move.to(onD5));

        Search search = new Search(pos.rulebook(), 1);
        search.captureHistory().adjust(search.pieceTo(pos, onE5), pawn, 2000);
        List<String> order = names(pos, search.ordered(pos));
        assertEquals(List.of("c3d5", "f3e5"), sorted(order.subList(0, 2)), "the captures come first: " + order);
        assertEquals("f3e5", order.get(0), "the capture that did well comes first: " + order);

        Search other = new Search(pos.rulebook(), 1);
        other.captureHistory().adjust(other.pieceTo(pos, onD5), pawn, 2000);
        assertEquals("c3d5", names(pos, other.ordered(pos)).get(0));
    }

    @Test
    void aCaptureThatLosesStaysLastWhateverItsHistory() {
        // the Rook takes a Pawn the Pawn on e6 guards: it loses on the exchange
        Position pos = Games.position("fide.variant", "4k3/8/4p3/3p4/8/8/8/3RK3 w - - 0 1");
        long loses = MoveNotation.parse(pos, "d1d5");
        Search search = new Search(pos.rulebook(), 1);
        search.captureHistory().adjust(search.pieceTo(pos, loses), pos.typeAt(org.variantc.runtime.position.Move.to(loses)), 1 << 14);
        List<String> order = names(pos, search.ordered(pos));
        assertEquals("d1d5", order.get(order.size() - 1), "" + order);
        assertTrue(order.size() > 5);
    }

    private static List<String> names(Position pos, long[] moves) {
        List<String> out = new ArrayList<>();
        for (long m : moves) {
            out.add(MoveNotation.format(pos, m));
        }
        return out;
    }

    private static List<String> sorted(List<String> list) {
        List<String> out = new ArrayList<>(list);
        out.sort(null);
        return out;
    }
}
