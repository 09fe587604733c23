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

    /** HaChu 0.21 sends a double move one leg a line (seen in a match: {@code move i6j5,}, {@code move j5k6}). */
    @Test
    void aLegEndingInACommaIsJoinedToTheNextMoveLine() {
        Iterator<String> out = List.of("# thinking", "move j5k6", "move a1a2").iterator();
        String text = CecpPlayer.legs("i6j5,", () -> out.hasNext() ? out.next() : null);
        assertEquals("i6j5,j5k6", text);
        assertEquals("i6k6xj5", CecpPlayer.fromLegs(text));
        assertEquals("move a1a2", out.next());                   // the next move's line is left unread
        Iterator<String> igui = List.of("move j5k6").iterator();
        assertEquals("k6k6xj5", CecpPlayer.fromLegs(CecpPlayer.legs("k6j5,", () -> igui.hasNext() ? igui.next() : null)));
        assertEquals("h6h5,", CecpPlayer.legs("h6h5,", () -> null)); // nothing follows: one leg
        assertEquals("e4j9+", CecpPlayer.legs("e4j9+", () -> { throw new AssertionError("read on"); }));
    }
}
