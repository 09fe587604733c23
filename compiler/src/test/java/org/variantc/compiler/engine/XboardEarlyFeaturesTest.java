package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.cli.MainAccess;

/**
 * {@code variantc xboard} says {@code feature done=0} before it compiles its definition: XBoard
 * 4.9.1 waited only a few seconds for a second engine's features, then sent it bare moves and
 * SIGINT (protocol 1's defaults, and SIGINT ends a JVM), and Augmented Chess with XBoard's legality
 * testing on stalled after 1. Ac3 whenever the definition took longer to compile on a busy machine.
 * With done=0 first, XBoard waits for done=1 (CECP 2, "feature done").
 */
class XboardEarlyFeaturesTest {
    @Test
    void featureDoneZeroComesBeforeAnythingElse() {
        String out = MainAccess.run("xboard\nprotover 2\nquit\n", "xboard", Sources.definition("augmented-chess.variant").toString());
        List<String> lines = out.lines().toList();
        assertEquals("feature done=0", lines.get(0), out);
        assertTrue(lines.indexOf("feature done=1") > lines.lastIndexOf("feature done=0"), out);
        assertTrue(out.contains("feature option=\"WhiteArmy"), out);
    }
}
