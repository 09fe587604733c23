package org.variantc.runtime.match;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Moves with a victim on the way, to and from XBoard's legs, as HaChu 0.21 sends and takes them. */
class CecpLegsTest {
    @Test
    void aVictimOnTheWayIsSentAsTwoLegs() {
        assertEquals("d5c6,c6b5", CecpPlayer.inLegs("d5b5xc6"));   // a Lion's capture and step
        assertEquals("f7e6,e6f7", CecpPlayer.inLegs("f7f7xe6"));   // igui
        assertEquals("e8e9+", CecpPlayer.inLegs("e8e9+"));
        assertEquals("f6f6", CecpPlayer.inLegs("f6f6"));           // the pass
    }

    @Test
    void twoLegsAreReadAsOneMoveWithItsVictim() {
        assertEquals("f6f8xf7", CecpPlayer.fromLegs("f6f7,f7f8"));
        assertEquals("f7f7xe6", CecpPlayer.fromLegs("f7e6,e6f7"));
        assertEquals("h6h5", CecpPlayer.fromLegs("h6h5,"));        // HaChu's Lion, one leg and a comma
        assertEquals("e4j9+", CecpPlayer.fromLegs("e4j9+"));
    }

    @Test
    void aFirstLegEndingInACommaTakesTheNextMoveLineAsItsSecond() {
        // HaChu 0.21's igui in Dai Shogi, from its traffic in a match: "move m7l6," then "move l6m7"
        Iterator<String> lines = List.of("# a comment", "move l6m7").iterator();
        assertEquals("m7l6,l6m7", CecpPlayer.joined("m7l6,", lines::next));
        assertEquals("m7m7xl6", CecpPlayer.fromLegs(CecpPlayer.joined("m7l6,", List.of("move l6m7").iterator()::next)));
        assertEquals("e2e4", CecpPlayer.joined("e2e4", () -> {
            throw new AssertionError("a whole move reads no more");
        }));
        // no second line: the engine falls silent; the first leg is the move
        assertEquals("h6h5,", CecpPlayer.joined("h6h5,", () -> {
            throw new PlayerException("silent");
        }));
    }
}
