package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.cli.MainAccess;

/**
 * Issue 19: a definition's names reach the terminal and both protocols with no control character
 * in them, and a double quote in the name cannot end XBoard's {@code myname="…"} and inject
 * feature settings. The name is the issue's reproducer: escape and bell sequences and
 * {@code " san=1 usermove=0}.
 */
class DefinitionTextEscapingTest {
    private static Path hostile(Path dir) throws IOException {
        Path file = dir.resolve("evil.variant");
        String fide = Files.readString(Sources.definition("fide.variant"));
        Files.writeString(file, fide.replace("variant \"Chess\"", "variant \"Evil\u001b[2J\u0007\\\" san=1 usermove=0 x=\\\"\"")
            .replace("piece Queen Q", "piece \"Que\\u001ben\" Q"));
        return file;
    }

    private static void noControl(String out) {
        for (char c : out.toCharArray()) {
            if (c < 0x20 && c != '\n' && c != '\t') {
                fail("control character " + (int) c + " in " + out); // the message built only on failure: pages are large
            }
        }
    }

    @Test
    void xboardQuotesTheNameSafely(@TempDir Path dir) throws IOException {
        String out = MainAccess.run("xboard\nprotover 2\nquit\n", "xboard", hostile(dir).toString());
        String feature = out.lines().filter(l -> l.contains("myname=")).findFirst().orElseThrow(() -> new AssertionError(out));
        assertTrue(feature.startsWith("feature myname=\"Variantc Evil\\u001B[2J\\u0007' san=1 usermove=0 x='\" variants="),
            feature);
        assertTrue(feature.contains("usermove=1"), feature);
        noControl(out);
    }

    @Test
    void uciNamesTheEngineWithoutControlCharacters(@TempDir Path dir) throws IOException {
        String out = MainAccess.run("uci\nquit\n", "uci", hostile(dir).toString());
        assertTrue(out.contains("id name Variantc (Evil\\u001B[2J\\u0007\" san=1 usermove=0 x=\")\n"), out);
        noControl(out);
    }

    @Test
    void theTerminalGameAndCheckPrintNoControlCharacters(@TempDir Path dir) throws IOException {
        String play = MainAccess.run("quit\n", "play", hostile(dir).toString(), "--depth", "1");
        assertTrue(play.contains("Evil\\u001B[2J\\u0007"), play);
        noControl(play);
        String check = MainAccess.run("", "check", hostile(dir).toString());
        assertTrue(check.startsWith("Evil\\u001B[2J\\u0007"), check);
        noControl(check);
    }

    /** Issue 32: the page's title, heading, description and piece names, and a PGN's Variant tag, carry no raw control character either. */
    @Test
    void thePageAndThePgnShowControlCharactersAsEscapes(@TempDir Path dir) throws IOException {
        Path file = hostile(dir);
        Files.writeString(file, Files.readString(file).replace("description \"", "description \"\u0000bell\u0007 ")
                .replace("piece Queen  Q", "piece \"Que\u001Ben\" Q"));
        Path page = dir.resolve("evil.html");
        String html = MainAccess.run("", "html", file.toString(), "-o", page.toString());
        String text = Files.readString(page);
        noControl(text);
        assertTrue(text.contains("<title>Evil\\u001B[2J\\u0007"), text.substring(0, Math.min(400, text.length())));
        assertTrue(text.contains("\\u0000bell\\u0007"), "the description, escaped");
        assertTrue(text.contains("Que\\u001Ben"), "the piece's name, escaped");
        Path pgn = dir.resolve("evil.pgn");
        MainAccess.run("", "match", file.toString(), "--first", "self:depth=1", "--second", "self:depth=1",
                "--games", "1", "--max-plies", "4", "--threads", "1", "--pgn", pgn.toString());
        String games = Files.readString(pgn);
        noControl(games);
        assertTrue(games.contains("[Variant \"Evil\\\\u001B[2J\\\\u0007"), games);
        assertFalse(html.contains("internal error"), html);
    }
}
