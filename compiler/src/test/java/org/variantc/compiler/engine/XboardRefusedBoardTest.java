package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.Rulebooks;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.cli.MainAccess;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.protocol.Xboard;

/**
 * A refused {@code setboard} says why once, without repeating itself, and leaves the engine
 * refusing moves until XBoard sends a position it can play (XBoard shows the refused one).
 */
class XboardRefusedBoardTest {
    private static String session(String... lines) throws Exception {
        StringWriter text = new StringWriter();
        Xboard xboard = new Xboard(Rulebooks.table(), Games.rules("fide.variant"), MainAccess.xbetza(Sources.definition("fide.variant")),
                new PrintWriter(text, true));
        xboard.run(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")));
        return text.toString();
    }

    @Test
    void aBadFenIsExplainedOnceAndMovesWaitForAGoodBoard() throws Exception {
        String out = session("xboard", "protover 2", "new", "force", "setboard not a fen", "usermove e2e4", "go",
                "setboard 4k3/8/8/8/8/8/8/4K3 w - - 0 1", "usermove e1e2", "ping 1", "quit");
        String error = out.lines().filter(l -> l.startsWith("Error (bad FEN")).findFirst().orElseThrow();
        assertEquals("Error (bad FEN (board): expected 8 ranks separated by '/', found 1): setboard not a fen", error);
        assertEquals(2, out.split("bad FEN", -1).length - 1, "once for the user, once for the log: " + out);
        assertTrue(out.contains("tellusererror Illegal position: bad FEN (board): expected 8 ranks"), out);
        assertTrue(out.contains("Illegal move (the position was refused; send new or setboard): e2e4"), out);
        assertTrue(out.contains("Error (the position was refused; send new or setboard): go"), out);
        assertFalse(out.contains("Illegal move (the position was refused; send new or setboard): e1e2"),
                "a good setboard lifts the refusal: " + out);
        assertTrue(out.contains("pong 1"), out);
    }
}
