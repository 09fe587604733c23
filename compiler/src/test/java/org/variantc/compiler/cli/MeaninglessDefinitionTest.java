package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19 (Build 5): definitions that say something meaningless were accepted silently. Each
 * reproducer is now refused with file:line:column and what is wrong.
 */
class MeaninglessDefinitionTest {
    private static final String HEAD = "variant \"H\"\nboard 8 x 8\npiece King K \"K\" royal\n";
    private static final String SETUP = "setup \"4k3/8/8/8/8/8/8/X3K3\"\n";

    private static String refused(Path dir, String text) throws IOException {
        Path file = dir.resolve("h.variant");
        Files.writeString(file, text);
        MainTest.Run r = MainTest.run("check", file.toString());
        assertEquals(1, r.status(), text + "\n" + r.out() + r.err());
        return r.err();
    }

    private static void accepted(Path dir, String text) throws IOException {
        Path file = dir.resolve("ok.variant");
        Files.writeString(file, text);
        MainTest.Run r = MainTest.run("check", file.toString());
        assertEquals(0, r.status(), text + "\n" + r.err());
    }

    @Test
    void aLeapThatCanNeverLandIsRefused(@TempDir Path dir) throws IOException {
        String err = refused(dir, HEAD + "piece Cat X \"(8,0)\"\n" + SETUP);
        assertTrue(err.contains("h.variant:4:13: error: the (0,8) leap of \"(8,0)\" can never land on a 8 x 8 board"), err);
        accepted(dir, HEAD + "piece Cat X \"(7,0)\"\n" + SETUP);
    }

    @Test
    void aRepeatedAtomIsRefused(@TempDir Path dir) throws IOException {
        String err = refused(dir, HEAD + "piece Cat X \"KK\"\n" + SETUP);
        assertTrue(err.contains("h.variant:4:15: error: Betza: 'K' is written twice in this move; once is enough"), err);
    }

    @Test
    void hhhhIsRefusedLikeHhh(@TempDir Path dir) throws IOException {
        String odd = refused(dir, HEAD + "piece Cat X \"hhhR\"\n" + SETUP);
        assertTrue(odd.contains("h.variant:4:16: error: Betza: 'h' (half)"), odd);
        String even = refused(dir, HEAD + "piece Cat X \"hhhhR\"\n" + SETUP);
        assertTrue(even.contains("h.variant:4:16: error: Betza: 'hh' (halfling) is written twice; once is enough"), even);
        accepted(dir, HEAD + "piece Cat X \"hhR\"\n" + SETUP);
    }

    @Test
    void repeatedFlagsAreRefused(@TempDir Path dir) throws IOException {
        String value = refused(dir, HEAD + "piece Cat X \"W\" value 1 value 2\n" + SETUP);
        assertTrue(value.contains("h.variant:4:25: error: 'value' is given twice for Cat: give it once"), value);
        String royal = refused(dir, "variant \"H\"\nboard 8 x 8\npiece King K \"K\" royal royal\n" + SETUP
                .replace("X", "K").replace("K3K3", "4K3"));
        assertTrue(royal.contains("h.variant:3:24: error: 'royal' is given twice for King: give it once"), royal);
    }

    @Test
    void promotionToItselfOrTheSameChoiceTwiceIsRefused(@TempDir Path dir) throws IOException {
        String pawn = "piece Queen Q \"Q\"\npiece Pawn X \"fmW\" pawn {\n  promote on rank 8 to ";
        String self = refused(dir, HEAD + pawn + "Q X\n}\n" + SETUP);
        assertTrue(self.contains("h.variant:6:26: error: a piece cannot promote to itself ('X'); leave it out"), self);
        String twice = refused(dir, HEAD + pawn + "Q Q Q Q\n}\n" + SETUP);
        assertTrue(twice.contains("h.variant:6:26: error: 'Q' is offered twice in one promotion; name it once"), twice);
        assertTrue(twice.contains("h.variant:6:30: error: 'Q' is offered twice"), twice);
    }

    @Test
    void identicalCastlingRulesAreRefused(@TempDir Path dir) throws IOException {
        String castling = "piece Rook R \"R\"\nsetup \"r3k2r/8/8/8/8/8/8/R3K2R\"\ncastling {\n"
                + "  king e1 to g1 with rook h1 to f1\n".repeat(2000) + "}\n";
        long started = System.nanoTime();
        String err = refused(dir, HEAD + castling);
        long millis = (System.nanoTime() - started) / 1_000_000;
        assertTrue(err.contains("h.variant:8:3: error: this castling is already given by an earlier rule"), err);
        System.out.printf("2000 identical castling rules refused in %d ms%n", millis);
    }

    @Test
    void aGoalTheMenAlreadyStandOnIsRefused(@TempDir Path dir) throws IOException {
        String goal = "end {\n  win when K reaches rank 8\n}\n";
        String err = refused(dir, HEAD + goal + "setup \"7K/8/8/8/8/8/8/4k3\"\n");
        assertTrue(err.contains("h.variant:7:1: error: the game is already over in this setup, before anyone moves (goal)"),
                err);
        accepted(dir, HEAD + goal + "setup \"4k3/8/8/8/8/8/8/4K3\"\n");
    }
}
