package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Janggi's statements ({@code pass when not in check}, {@code bikjang}, {@code draw after N passes},
 * {@code points}, {@code may not jump over}, {@code may not capture}, {@code move ... within})
 * refused where they cannot be played, each at its line and column; accepted where they are right.
 */
class JanggiStatementsErrorsTest {
    private static final String HEAD = "variant \"J\"\nboard 9 x 10\n";
    private static final String PIECES = "piece General K \"W\" royal\npiece Cannon C \"pR\"\n";
    private static final String SETUP = "setup \"3k5/9/9/9/9/9/9/9/9/4K4\"\n";

    private static String check(Path dir, String text, int status) throws IOException {
        Path file = dir.resolve("j.variant");
        Files.writeString(file, text);
        MainTest.Run r = MainTest.run("check", file.toString());
        assertEquals(status, r.status(), text + "\n" + r.out() + r.err());
        return r.err() + r.out();
    }

    @Test
    void passesInARowNeedPassing(@TempDir Path dir) throws IOException {
        String err = check(dir, HEAD + PIECES + SETUP + "end {\n  draw after 2 passes\n}\n", 1);
        assertTrue(err.contains("j.variant:7:3: error: draw after 2 passes needs passing: write pass when not in check"), err);
    }

    @Test
    void aHopLimitNamesAPiece(@TempDir Path dir) throws IOException {
        String err = check(dir, HEAD + "piece General K \"W\" royal\npiece Cannon C \"pR\" { may not jump over X }\n"
                + SETUP, 1);
        assertTrue(err.contains("j.variant:4:41: error: no piece has the id 'X'"), err);
    }

    @Test
    void pointsAreWholeOrHalf(@TempDir Path dir) throws IOException {
        String err = check(dir, HEAD + PIECES + SETUP + "end { points C 7 black 1.3 }\n", 1);
        assertTrue(err.contains("j.variant:6:24: error: points are whole or half numbers up to 1000, not 1.3"), err);
    }

    @Test
    void bikjangContradictsTheFlyingGeneral(@TempDir Path dir) throws IOException {
        String err = check(dir, HEAD + PIECES + SETUP + "flying general\nbikjang\n", 1);
        assertTrue(err.contains("j.variant:7:1: error: bikjang lets the royal men face each other, which the flying "
                + "general at line 6 forbids: keep one of them"), err);
    }

    @Test
    void theJanggiStatementsTogetherAreAccepted(@TempDir Path dir) throws IOException {
        String out = check(dir, HEAD + "zones { lines = squares d1 f1 e2 d3 f3 d8 f8 e9 d10 f10 }\n"
                + "piece General K \"W\" royal { move \"F\" within lines }\n"
                + "piece Cannon C \"pR\" { may not jump over C  may not capture C }\n" + SETUP
                + "pass when not in check\nbikjang\nend { draw after 2 passes  points C 7 black 1.5 }\n", 0);
        assertTrue(out.contains("may not jump over C; may not capture C"), out);
        assertTrue(out.contains("points C 7 black 1.5"), out);
    }
}
