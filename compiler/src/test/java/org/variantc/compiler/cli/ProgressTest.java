package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.check.Sources;

/**
 * Long perft and bench runs say how far they are on standard error, and only there; the
 * figures on standard output are the same with and without. FIDE's perft counts are the
 * published ones (Chess Programming Wiki, "Perft Results": 20, 400, 8902).
 */
class ProgressTest {
    private static final String FIDE = Sources.definition("fide.variant").toString();

    @Test
    void perftReportsEachRootMoveOnStandardError() {
        MainTest.Run r = MainTest.run("perft", FIDE, "--depth", "3", "--progress", "always");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("nodes 8902\n"), r.out());
        List<String> lines = r.err().lines().toList();
        assertEquals(20, lines.size(), r.err());
        assertTrue(lines.get(0).startsWith("perft 3: 1 of 20 root moves, "), lines.get(0));
        assertTrue(lines.get(19).matches("perft 3: 20 of 20 root moves, \\S+ \\d+, 8902 leaves so far \\(\\d+\\.\\d s\\)"),
                lines.get(19));
    }

    @Test
    void dividePrintsTheSameWithOrWithoutProgress() {
        MainTest.Run quiet = MainTest.run("perft", FIDE, "--depth", "2", "--divide", "--progress", "never");
        MainTest.Run told = MainTest.run("perft", FIDE, "--depth", "2", "--divide", "--progress", "always");
        assertEquals("", quiet.err());
        assertEquals(20, told.err().lines().count(), told.err());
        assertEquals(withoutTime(quiet.out()), withoutTime(told.out()));
        assertTrue(quiet.out().contains("e2e4 20\n") && quiet.out().contains("nodes 400\n"), quiet.out());
    }

    @Test
    void benchReportsEachRunOnStandardError() {
        MainTest.Run r = MainTest.run("bench", FIDE, "--depth", "2", "--rounds", "2", "--progress", "always");
        assertEquals(0, r.status(), r.err());
        List<String> lines = r.err().lines().toList();
        assertEquals(4, lines.size(), r.err());
        assertTrue(lines.get(0).startsWith("bench round 1 of 2: table engine, 400 leaves in "), lines.get(0));
        assertTrue(lines.get(3).startsWith("bench round 2 of 2: generated engine, 400 leaves in "), lines.get(3));
        assertTrue(r.out().contains("table") && !r.out().contains("round"), r.out());
    }

    /** By default a run is quiet for its first two seconds and reports from then on. */
    @Test
    void autoSpeaksOnlyOnceARunHasTakenTwoSeconds() {
        long[] now = {5_000_000_000L};
        Progress progress = new Progress(Progress.When.auto, () -> now[0]);
        StringWriter err = new StringWriter();
        progress.start(new PrintWriter(err));
        progress.report("first");
        now[0] += Progress.QUIET_NANOS - 1;
        progress.report("second");
        now[0] += 1;
        progress.report("third");
        assertEquals("third (2.0 s)\n", err.toString().replace(System.lineSeparator(), "\n"));
    }

    @Test
    void neverMeansNever() {
        long[] now = {0};
        Progress progress = new Progress(Progress.When.never, () -> now[0]);
        StringWriter err = new StringWriter();
        progress.start(new PrintWriter(err));
        now[0] += 60 * Progress.QUIET_NANOS;
        progress.report("late");
        assertEquals("", err.toString());
    }

    private static String withoutTime(String out) {
        return out.replaceAll("(?m)^(time|nps) .*$", "");
    }
}
