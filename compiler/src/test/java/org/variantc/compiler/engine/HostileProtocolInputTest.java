package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.cli.MainAccess;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.protocol.InputLines;
import org.variantc.runtime.protocol.Uci;
import org.variantc.runtime.protocol.VariantCatalogue;
import org.variantc.runtime.protocol.Xboard;
import org.variantc.runtime.rules.VariantRules;

/**
 * Issue 32 (Build 3): protocol lines are length-bounded and announced names escaped. A 50 MB
 * line costs no more memory than a short one and the session goes on; a definition whose file
 * name holds a newline or a quote is not offered, so it cannot forge a line or a feature.
 */
class HostileProtocolInputTest {
    /** 50 MB of 'a' with no line end, then the commands after it: made as read, never held whole. */
    private static Reader fiftyMegabyteLine(String before, String after) {
        return new Reader() {
            private final Reader head = new StringReader(before);
            private final Reader tail = new StringReader("\n" + after);
            private long left = 50L << 20;

            @Override
            public int read(char[] buf, int off, int len) throws IOException {
                int n = head.read(buf, off, len);
                if (n > 0) {
                    return n;
                }
                if (left > 0) {
                    int k = (int) Math.min(len, left);
                    Arrays.fill(buf, off, off + k, 'a');
                    left -= k;
                    return k;
                }
                return tail.read(buf, off, len);
            }

            @Override
            public void close() {
            }
        };
    }

    @Test
    void aLineIsReadUpToItsEndAndAnOverlongOneIsDropped() throws IOException {
        InputLines lines = new InputLines(new StringReader("uci\r\n\nisready"));
        assertEquals("uci", lines.next());
        assertEquals("", lines.next());
        assertEquals("isready", lines.next());
        assertNull(lines.next());
        InputLines huge = new InputLines(fiftyMegabyteLine("", "isready\n"));
        assertSame(InputLines.TOO_LONG, huge.next());
        assertEquals("isready", huge.next());
        assertNull(huge.next());
    }

    @Test
    void uciAnswersAFiftyMegabyteLineAndGoesOn() throws IOException {
        VariantRules rules = Games.rules("fide.variant");
        StringWriter out = new StringWriter();
        new Uci(Rulebooks.table(), rules, new PrintWriter(out, true))
                .run(new BufferedReader(fiftyMegabyteLine("isready\n", "isready\nquit\n")));
        assertEquals("readyok\ninfo string " + InputLines.complaint() + "\nreadyok\n", out.toString());
    }

    @Test
    void xboardAnswersAFiftyMegabyteLineAndGoesOn() throws IOException {
        VariantRules rules = Games.rules("fide.variant");
        StringWriter out = new StringWriter();
        new Xboard(Rulebooks.table(), rules, List.of(), new PrintWriter(out, true))
                .run(new BufferedReader(fiftyMegabyteLine("xboard\n", "ping 7\nquit\n")));
        assertTrue(out.toString().contains("Error (" + InputLines.complaint() + "): the line\npong 7\n"), out.toString());
    }

    @Test
    void aFileNameNoProtocolCanCarryIsNotOffered(@TempDir Path dir) throws IOException {
        Files.copy(Sources.definition("fide.variant"), dir.resolve("fide.variant"));
        Files.copy(Sources.definition("halfgi.variant"), dir.resolve("x\nbestmove e2e4.variant"));
        Files.copy(Sources.definition("halfgi.variant"), dir.resolve("q\" usermove=0 san=1.variant"));
        String uci = MainAccess.run("uci\nquit\n", "uci", dir.resolve("fide.variant").toString());
        assertTrue(uci.contains("option name UCI_Variant type combo default chess var chess var fide\n"), uci);
        assertFalse(uci.contains("bestmove") || uci.contains("usermove"), uci);
        String xboard = MainAccess.run("xboard\nprotover 2\nquit\n", "xboard", dir.resolve("fide.variant").toString());
        assertFalse(xboard.contains("bestmove") || xboard.contains("usermove=0") || xboard.contains("san=1"), xboard);
        assertFalse(VariantCatalogue.speakable("x\nbestmove e2e4"));
        assertFalse(VariantCatalogue.speakable("q\" usermove=0"));
        assertTrue(VariantCatalogue.speakable("chess-and-a-half"));
    }

    /**
     * XBoard's {@code setboard} of a legal position with a non-Rook man on a Rook's corner and the
     * King at home: no castling right is made up for it (before, one was, and our own FEN was then
     * refused), in FIDE chess, Crazyhouse and Capablanca.
     */
    @Test
    void setboardMakesUpNoCastlingRightForAQueenInTheCorner() {
        for (String[] game : new String[][] {{"fide.variant", "4k3/8/8/8/8/8/8/4K2Q w - - 0 1"},
            {"crazyhouse.variant", "4k3/8/8/8/8/8/8/4K2Q[-] w - - 0 1"},
            {"fairy-stockfish/capablanca.variant", "5k4/10/10/10/10/10/10/5K3Q w - - 0 1"}}) {
            String out = MainAccess.run("xboard\nprotover 2\nsetboard " + game[1] + "\nping 1\nquit\n", "xboard",
                    Sources.definition(game[0]).toString());
            assertFalse(out.contains("Error") || out.contains("Illegal"), game[0] + ": " + out);
            assertTrue(out.contains("pong 1"), out);
        }
    }

    /** A malformed en-passant field is refused; a square XBoard guessed (no Pawn passed it) is dropped. */
    @Test
    void setboardRefusesABrokenEnPassantField() {
        String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq ";
        String out = MainAccess.run("xboard\nprotover 2\nsetboard " + start + "z9 0 1\ngo\nsetboard " + start
                + "e3 0 1\nping 2\nquit\n", "xboard", Sources.definition("fide.variant").toString());
        assertTrue(out.contains("Error (bad FEN (en passant): 'z9' is no square of this board): setboard"), out);
        assertTrue(out.contains("Error (the position was refused; send new or setboard): go"), out);
        assertFalse(out.contains("e3 0 1"), "the guessed square is taken without complaint: " + out);
        assertTrue(out.contains("pong 2"), out);
    }
}
