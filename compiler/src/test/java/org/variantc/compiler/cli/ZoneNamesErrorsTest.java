package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Named zones, {@code confined to} and {@code flying general} refused where they say nothing or
 * name what is not there, each at its line and column; and accepted where they are right.
 */
class ZoneNamesErrorsTest {
    private static final String HEAD = "variant \"Z\"\nboard 9 x 10\n";
    private static final String SETUP = "setup \"3k5/9/9/9/9/9/9/9/9/4K4\"\n";

    private static String check(Path dir, String text, int status) throws IOException {
        Path file = dir.resolve("z.variant");
        Files.writeString(file, text);
        MainTest.Run r = MainTest.run("check", file.toString());
        assertEquals(status, r.status(), text + "\n" + r.out() + r.err());
        return r.err();
    }

    @Test
    void anUnknownZoneNameIsRefusedWithTheNamesThereAre(@TempDir Path dir) throws IOException {
        String err = check(dir, HEAD + "zones { palace = squares d1..f3 }\n"
                + "piece General K \"W\" royal { confined to palais }\n" + SETUP, 1);
        assertTrue(err.contains("z.variant:4:41: error: no zone is named 'palais'; the named zones are palace"), err);
    }

    @Test
    void aNameWithoutAZonesBlockSaysWhereNamesAreGiven(@TempDir Path dir) throws IOException {
        String err = check(dir, HEAD + "piece General K \"W\" royal { confined to palace }\n" + SETUP, 1);
        assertTrue(err.contains("z.variant:3:41: error: no zone is named 'palace': name it in a zones { palace = ranks 1..5 }"
                + " block, or write ranks, files or squares"), err);
    }

    @Test
    void aZoneNamedTwiceABackwardsRectangleAndASecondConfinementAreRefused(@TempDir Path dir) throws IOException {
        String err = check(dir, HEAD + "zones {\n  palace = squares f3..d1\n  palace = rank 1\n}\n"
                + "piece General K \"W\" royal { confined to rank 1 confined to rank 2 }\n" + SETUP, 1);
        assertTrue(err.contains("z.variant:4:20: error: squares f3..d1 is backwards; write the lower left corner first"), err);
        assertTrue(err.contains("z.variant:5:3: error: the zone 'palace' is named twice; the first is at line 4"), err);
        assertTrue(err.contains("z.variant:7:48: error: General is confined twice; the first is at line 7: join the zones"
                + " with commas"), err);
    }

    @Test
    void namesAreNotReadWhereSquaresMustBeWrittenOut(@TempDir Path dir) throws IOException {
        String err = check(dir, HEAD + "zones { far = rank 10 }\npiece General K \"W\" royal\n" + SETUP
                + "end { win when K reaches far }\n", 1);
        assertTrue(err.contains("z.variant:6:26: error: a zone name ('far') is read only in a piece's lines"), err);
    }

    @Test
    void flyingGeneralGivenTwiceIsRefused(@TempDir Path dir) throws IOException {
        String err = check(dir, HEAD + "piece General K \"W\" royal\n" + SETUP + "flying general\nflying general\n", 1);
        assertTrue(err.contains("z.variant:6:1: error: this statement is given twice; the first is at line 5"), err);
    }

    @Test
    void aSetupWithTheGeneralsFacingIsRefusedAtTheSetup(@TempDir Path dir) throws IOException {
        String err = check(dir, HEAD + "piece General K \"W\" royal\nsetup \"4k4/9/9/9/9/9/9/9/9/4K4\"\nflying general\n", 1);
        assertTrue(err.contains("z.variant:4:1: error: the engines cannot start this setup: bad FEN (position): the royal"
                + " men face each other on an open file"), err);
    }

    @Test
    void aZoneMayUseTheNamesBeforeIt(@TempDir Path dir) throws IOException {
        check(dir, HEAD + "zones { palace = squares d1..f3  court = palace, squares c1 g1 }\n"
                + "piece General K \"W\" royal { confined to court }\n" + SETUP + "flying general\n", 0);
    }
}
