package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;

/**
 * Issue 19's hostile definitions, each refused at once with a clear message (or read as meant),
 * never an OutOfMemoryError, a StackOverflowError or a flood of output. The inputs are the
 * issue's reproducers.
 */
class HostileDefinitionTest {
    private static final String HEAD = "variant \"H\"\nboard 8 x 8\npiece King K \"K\" royal\n";

    private static MainTest.Run check(Path dir, String text) throws IOException {
        Path file = dir.resolve("h.variant");
        Files.writeString(file, text);
        return MainTest.run("check", file.toString());
    }

    private static String piece(String betza) {
        return HEAD + "piece Cat X \"" + betza + "\"\nsetup \"4k3/8/8/8/8/8/8/X3K3\"\n";
    }

    /**
     * The widest board with 30 men of 56 leaps and rides each (about 1,600 moves a ply, and
     * quiescence over captures everywhere): asked for depth 9 in 300 ms, the engine answers a
     * legal move on its clock instead of searching to the depth (issue 32: a 16 x 16 leaper game
     * gave no bestmove in 24 s). No depth near 9 can be finished on any machine, so the depth
     * reported tells the clock, not the depth, ended the search.
     */
    @Test
    void aSearchOnTheWidestBoardAnswersOnItsClock(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("wide.variant");
        Files.writeString(file, "variant \"Wide\"\nboard 16 x 16\npiece King K \"K\" royal\n"
                + "piece Wide W \"QNCZGHDA\"\nsetup \"wwwwwwwwwwwwwwww/wwwwwwwkwwwwwwww/16/16/16/16/16/16/16/16/16/16/"
                + "16/16/WWWWWWWKWWWWWWWW/WWWWWWWWWWWWWWWW\"\n");
        String out = MainAccess.run("uci\nisready\nposition startpos\ngo depth 9 movetime 300\n", "uci", file.toString());
        java.util.regex.Matcher best = java.util.regex.Pattern.compile("bestmove ([a-p]\\d+[a-p]\\d+)").matcher(out);
        assertTrue(best.find(), out);
        String moves = MainAccess.run("", "moves", file.toString());
        assertTrue(moves.lines().anyMatch(m -> m.equals(best.group(1))), best.group(1) + " is legal: " + moves);
        assertFalse(out.contains("info depth 9 "), out);
    }

    @Test
    void aMultiLegMoveOfManyLegsIsRefusedBeforeItIsExpanded(@TempDir Path dir) throws IOException {
        // 51 characters, 11 legs: 2^10 * 16 paths; it took 40 s and ran out of memory before.
        MainTest.Run r = check(dir, piece("cmpavcmpavcmpavcmpavcmpavcmpavcmpavcmpavcmpavcmpavK"));
        assertEquals(1, r.status());
        assertTrue(r.err().contains("h.variant:4:64: error: Betza: this multi-leg move has 11 legs; 8 at most"), r.err());
    }

    @Test
    void aMultiLegMoveOfTooManyPathsIsRefusedBeforeItIsExpanded(@TempDir Path dir) throws IOException {
        // 4 legs, each turning either way and either empty or a capture: 8 * 4^3 paths.
        MainTest.Run r = check(dir, piece("cmpafscmpafscmpafsK"));
        assertEquals(1, r.status());
        assertTrue(r.err().contains("error: Betza: this multi-leg move expands to more than 256 paths; "
            + "a move string may have 256 at most"), r.err());
        // 8 * 4 * 4 = 128 paths: accepted.
        assertEquals(0, check(dir, piece("cmpafscmpafsK")).status());
    }

    @Test
    void aLongMoveStringIsRefused(@TempDir Path dir) throws IOException {
        MainTest.Run r = check(dir, piece("W".repeat(100_000)));
        assertEquals(1, r.status());
        assertTrue(r.err().contains("error: Betza: the move is 100000 characters long; 256 at most"), r.err());
        assertTrue(r.err().length() < 2_000, "the source line is cut: " + r.err().length() + " characters");
    }

    @Test
    void theMovesOfADefinitionTogetherAreBounded(@TempDir Path dir) throws IOException {
        StringBuilder text = new StringBuilder(HEAD);
        for (char id : "ABCDE".toCharArray()) {
            text.append("piece P").append(id).append(' ').append(id).append(" \"cmpafscmpafsK\"\n");
        }
        text.append("setup \"4k3/8/8/8/8/8/8/ABCDKE2\"\n");
        MainTest.Run r = check(dir, text.toString());
        assertEquals(1, r.status());
        assertTrue(r.err().contains("h.variant:8:12: error: the multi-leg moves of this definition expand to 640 paths "
            + "by here; 512 at most in one definition"), r.err());
        assertEquals(1, r.err().split("error:").length - 1, "said once: " + r.err());
    }

    @Test
    void devZeroIsRefusedNotSwallowed() {
        MainTest.Run r = MainTest.run("check", "/dev/zero");
        assertEquals(1, r.status());
        assertEquals("variantc: cannot read /dev/zero: the file is larger than 256 KiB, the most a definition may have\n",
            r.err());
    }

    @Test
    void aLongExtendsChainEndsInAMessageNotAStackOverflow(@TempDir Path dir) throws IOException {
        for (int i = 1; i <= 2000; i++) {
            Files.writeString(dir.resolve("e" + i + ".variant"), "extends \"e" + (i + 1) + ".variant\"\n");
        }
        Files.copy(Sources.definition("fide.variant"), dir.resolve("e2001.variant"));
        MainTest.Run r = MainTest.run("check", dir.resolve("e1.variant").toString());
        assertEquals(1, r.status());
        assertTrue(r.err().contains("e33.variant:1:1: error: this extends is 33 bases deep; a chain of 32 extends at most"),
            r.err());
        assertFalse(r.err().contains("StackOverflow"), r.err());
    }

    @Test
    void manyErrorsAreCutShortAndEachLineShownOnce(@TempDir Path dir) throws IOException {
        // 40 000 errors took 167 s; a 106 KB file of them wrote 775 MB.
        StringBuilder text = new StringBuilder(HEAD);
        text.append("piece Rook R \"").append("W".repeat(250)).append("X\"\n");
        for (int i = 0; i < 5000; i++) {
            text.append("piece Rook R \"X\"\n");   // a bad atom, a second Rook, a second R
        }
        MainTest.Run r = check(dir, text.toString());
        assertEquals(1, r.status());
        assertTrue(r.err().contains("\nand "), r.err());
        assertTrue(r.err().contains(" more errors\n"), r.err());
        assertEquals(50, r.err().split(": error: ").length - 1);
        for (String shown : r.err().split("\n")) {
            assertTrue(shown.length() <= 200, "a line of " + shown.length() + " characters");
        }
    }

    @Test
    void invalidUtf8IsReportedWithItsLine(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("h.variant");
        Files.write(file, (HEAD + "piece Cat X \"W\u00ff\"\n").getBytes(StandardCharsets.ISO_8859_1));
        MainTest.Run r = MainTest.run("check", file.toString());
        assertEquals(1, r.status());
        assertEquals("variantc: cannot read " + file + ": invalid UTF-8 at line 4, column 15 (byte "
            + (HEAD.length() + 15) + "); "
            + "a definition is UTF-8 text\n", r.err());
    }

    @Test
    void aByteOrderMarkAndAnyLineEndAreRead(@TempDir Path dir) throws IOException {
        String text = "\uFEFF" + HEAD + "piece Rook R \"RX\"\nsetup \"4k3/8/8/8/8/8/8/R3K3\"\n";
        for (String end : new String[] {"\n", "\r\n", "\r"}) {
            MainTest.Run r = check(dir, text.replace("\n", end));
            assertEquals(1, r.status());
            assertTrue(r.err().startsWith(dir.resolve("h.variant") + ":4:16: error: Betza: 'X' is not an atom"), r.err());
            assertTrue(r.err().contains("\npiece Rook R \"RX\"\n               ^\n"), end.length() + ": " + r.err());
        }
    }

    /** Issue 32: a piece named by a blank string. */
    @Test
    void aBlankPieceNameIsRefused(@TempDir Path dir) throws IOException {
        MainTest.Run r = check(dir, HEAD + "piece \"  \" X \"W\"\nsetup \"4k3/8/8/8/8/8/8/X3K3\"\n");
        assertEquals(1, r.status());
        assertTrue(r.err().contains("h.variant:4:7: error: a piece's name cannot be blank"), r.err());
    }

    /** Issue 32: {@code check} of a FIFO named {@code *.variant} blocked, waiting for a writer. */
    @Test
    void aFifoIsRefusedNotWaitedOn(@TempDir Path dir) throws IOException, InterruptedException {
        Path fifo = dir.resolve("pipe.variant");
        Process mkfifo = new ProcessBuilder("mkfifo", fifo.toString()).start();
        Assumptions.assumeTrue(mkfifo.waitFor() == 0, "no mkfifo here: skipped");
        MainTest.Run r = MainTest.run("check", fifo.toString());
        assertEquals(1, r.status());
        assertEquals("variantc: cannot read " + fifo + ": a FIFO, not a file: a definition is read from a file\n",
                r.err());
    }

    /** Issue 32: a promotion on captures with no board line was an internal error (exit 70). */
    @Test
    void aCapturePromotionWithoutABoardIsReportedNotAnInternalError(@TempDir Path dir) throws IOException {
        MainTest.Run r = check(dir, "piece S S \"W\" { promote on captures to S }\n");
        assertEquals(1, r.status(), r.err());
        assertTrue(r.err().contains("h.variant:1:1: error: no board size: write board 8 x 8 (files x ranks)"), r.err());
        assertFalse(r.err().contains("internal error"), r.err());
    }
}
