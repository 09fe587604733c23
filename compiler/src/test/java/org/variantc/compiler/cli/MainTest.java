package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;

/** The command line run in-process, with its output captured. */
class MainTest {
    private static final String FIDE = Sources.definition("fide.variant").toString();

    /** What one run printed and returned. */
    record Run(int status, String out, String err) {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = Main.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(status, out.toString(), err.toString());
    }

    @Test
    void checkPrintsASummary() {
        Run r = run("check", FIDE);
        assertEquals(0, r.status(), r.err());
        assertEquals("", r.err());
        assertTrue(r.out().startsWith("Chess: 8 x 8 board, 6 piece types\n"), r.out());
        // Columns as wide as the longest id (1) and name (Bishop, Knight: 6).
        assertTrue(r.out().contains("  P Pawn   fmWfceF; pawn; move ifmnD; promote on rank 8 to Q R B N"), r.out());
        assertTrue(r.out().contains("castling: K e1-g1 R h1-f1, K e1-c1 R a1-d1"), r.out());
        assertTrue(r.out().contains("end:      checkmate wins; stalemated side draws; draw after 50 moves; "
                + "draw on 3 repetitions"), r.out());
    }

    @Test
    void checkReportsDiagnosticsAndFails(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("bad.variant");
        Files.writeString(file, Files.readString(Path.of(FIDE)).replace("board 8 x 8", "board 8 x 18"));
        Run r = run("check", file.toString());
        assertEquals(1, r.status());
        assertEquals("", r.out());
        assertEquals(file + ":9:11: error: a board has 3 to 16 ranks, not 18\n"
                + "board 8 x 18\n"
                + "          ^\n"
                + "variantc: " + file + ": 1 error\n", r.err());
    }

    @Test
    void aMissingFileIsOneLine() {
        Run r = run("check", "no/such.variant");
        assertEquals(1, r.status());
        assertEquals("variantc: cannot read no/such.variant: no such file\n", r.err());
    }

    @Test
    void movesOnePerLine() {
        Run r = run("moves", FIDE);
        assertEquals(0, r.status(), r.err());
        List<String> moves = r.out().lines().toList();
        assertEquals(20, moves.size(), r.out());
        assertTrue(moves.containsAll(List.of("e2e4", "g1f3", "b1a3", "a2a3")), r.out());
    }

    @Test
    void movesOnAFinishedGameSaysWhoWonAndWhy() {
        Run mate = run("moves", FIDE, "--fen", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
        assertEquals(MovesCommand.GAME_OVER, mate.status());
        assertEquals("", mate.out());
        assertEquals("variantc: no moves: the game is over, Black wins (0-1): Black mates\n", mate.err());

        Run stalemate = run("moves", FIDE, "--fen", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
        assertEquals(MovesCommand.GAME_OVER, stalemate.status());
        assertEquals("variantc: no moves: the game is over, a draw (1/2-1/2): stalemate\n", stalemate.err());
    }

    @Test
    void aBadFenIsOneLine() {
        Run r = run("moves", FIDE, "--fen", "bad fen");
        assertEquals(1, r.status());
        assertEquals("variantc: bad FEN (board): expected 8 ranks separated by '/', found 1 in \"bad fen\"\n", r.err());
    }

    @Test
    void perftPrintsNodesTimeAndSpeed() {
        Run r = run("perft", FIDE, "--depth", "3");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().matches("nodes 8902\ntime \\d+\\.\\d{3} s\nnps \\d+\n"), r.out());
    }

    @Test
    void perftDivideListsRootMovesThenTheTotal() {
        Run r = run("perft", FIDE, "--depth", "3", "--divide");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(20 + 4, lines.size(), r.out());
        assertTrue(lines.contains("e2e4 600"), r.out());
        assertTrue(lines.contains("g1f3 440"), r.out());
        assertEquals("", lines.get(20));
        assertEquals("nodes 8902", lines.get(21));
    }

    @Test
    void badDepths() {
        Run negative = run("perft", FIDE, "--depth", "-1");
        assertEquals(1, negative.status());
        assertEquals("variantc: --depth must be 0 to 20, not -1\n", negative.err());
        Run word = run("perft", FIDE, "--depth", "three");
        assertEquals(2, word.status());
        assertTrue(word.err().startsWith("variantc: Invalid value for option '--depth': 'three' is not an int\n"), word.err());
        Run missing = run("perft", FIDE);
        assertEquals(2, missing.status());
        assertTrue(missing.err().contains("Missing required option: '--depth=N'"), missing.err());
        assertFalse(missing.err().contains("Exception"), missing.err());
    }

    @Test
    void helpAndVersion() {
        for (String command : List.of("check", "perft", "moves")) {
            Run r = run(command, "--help");
            assertEquals(0, r.status());
            assertTrue(r.out().startsWith("Usage: variantc " + command), r.out());
        }
        assertTrue(run("--help").out().contains("check"));
        assertEquals("variantc 0.1.0-SNAPSHOT\n", run("--version").out());
        Run none = run();
        assertEquals(2, none.status());
        assertTrue(none.err().startsWith("variantc: missing command"), none.err());
        // The usage line names every command, not the first five.
        for (String command : List.of("check", "perft", "moves", "armies", "html", "values", "uci", "xboard", "play",
                "match", "compile", "bench", "help")) {
            assertTrue(none.err().lines().findFirst().orElseThrow().contains(command), none.err());
        }
    }

    @Test
    void anUnknownPieceInAFenIsNamed() {
        Run r = run("moves", FIDE, "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1");
        assertEquals(1, r.status());
        assertTrue(r.err().startsWith("variantc: bad FEN (board): rank 1: unknown piece id 'X'"), r.err());
        assertTrue(r.err().contains("X"), r.err());
        assertEquals(1, r.err().lines().count(), r.err());
    }
}
