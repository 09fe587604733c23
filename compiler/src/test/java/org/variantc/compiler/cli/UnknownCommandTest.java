package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;

/** A mistyped command gets picocli's suggestion of the commands it is close to. */
class UnknownCommandTest {
    private static final String FIDE = Sources.definition("fide.variant").toString();

    @Test
    void aMistypedCommandIsAnsweredWithTheNearestOnes() {
        MainTest.Run r = MainTest.run("perf", FIDE, "--depth", "1");
        assertEquals(Main.BAD_USAGE, r.status());
        assertEquals("", r.out());
        assertTrue(r.err().contains("Did you mean"), r.err());
        assertTrue(r.err().contains("perft"), r.err());
    }

    @Test
    void aCommandNothingIsCloseToIsStillRefusedPlainly() {
        MainTest.Run r = MainTest.run("zzzzzz", FIDE);
        assertEquals(Main.BAD_USAGE, r.status());
        assertTrue(r.err().startsWith("variantc: "), r.err());
        assertTrue(r.err().contains("Try 'variantc --help'"), r.err());
    }
}
