package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code royal men may not pass through check}: refused without a royal man, or given twice; accepted and named. */
class RoyalPassageErrorsTest {
    private static final String HEAD = "variant \"Q\"\nboard 8 x 8\n";
    private static final String SETUP = "setup \"3q4/8/8/8/8/8/8/4Q3\"\n";

    private static String check(Path dir, String text, int status) throws IOException {
        Path file = dir.resolve("q.variant");
        Files.writeString(file, text);
        MainTest.Run r = MainTest.run("check", file.toString());
        assertEquals(status, r.status(), text + "\n" + r.out() + r.err());
        return r.err() + r.out();
    }

    @Test
    void itNeedsARoyalMan(@TempDir Path dir) throws IOException {
        String err = check(dir, HEAD + "piece Queen Q \"Q\"\n" + SETUP + "royal men may not pass through check\n"
                + "end { checkmate draws }\n", 1);
        assertTrue(err.contains("q.variant:5:1: error: royal men may not pass through check needs a royal piece: mark the"
                + " Kings royal"), err);
    }

    @Test
    void itIsGivenOnce(@TempDir Path dir) throws IOException {
        String err = check(dir, HEAD + "piece Queen Q \"Q\" royal\n" + SETUP + "royal men may not pass through check\n"
                + "royal men may not pass through check\n", 1);
        assertTrue(err.contains("q.variant:6:1: error:"), err);
    }

    @Test
    void aRoyalQueenMayHaveIt(@TempDir Path dir) throws IOException {
        String out = check(dir, HEAD + "piece Queen Q \"Q\" royal\n" + SETUP + "royal men may not pass through check\n", 0);
        assertTrue(out.contains("royal men may not pass through check"), out);
    }
}
