package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;

/** The installed runtime end to end, through the command line. */
class RuntimePerftTest {
    private static final String FIDE = Sources.definition("fide.variant").toString();

    @Test
    void fidePerftThreeIs8902() {
        MainTest.Run r = MainTest.run("perft", FIDE, "--depth", "3");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("nodes 8902\n"), r.out());
    }

    @Test
    void fideHasTwentyMovesAtTheStart() {
        MainTest.Run r = MainTest.run("moves", FIDE);
        assertEquals(0, r.status(), r.err());
        assertEquals(20, r.out().lines().count(), r.out());
    }
}
