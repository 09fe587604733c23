package org.variantc.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;

/** Test helpers: sorted legal move lists, restricted to moves starting with a prefix. */
final class Moves {
    private Moves() {
    }

    static List<String> of(ReferencePosition p, String prefix) {
        List<String> all = p.legalMoveStrings();
        assertEquals(all.size(), new HashSet<>(all).size(), "duplicate move strings in " + all);
        List<String> out = new ArrayList<>();
        for (String m : all) {
            if (m.startsWith(prefix)) {
                out.add(m);
            }
        }
        out.sort(null);
        return out;
    }

    static List<String> sorted(String... moves) {
        List<String> l = new ArrayList<>(Arrays.asList(moves));
        l.sort(null);
        return l;
    }

    static void assertMoves(ReferencePosition p, String prefix, String... expected) {
        assertEquals(sorted(expected), of(p, prefix), p.toFen() + "\n" + p.diagram());
    }
}
