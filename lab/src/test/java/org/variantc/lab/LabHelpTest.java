package org.variantc.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every lab command's help prints as written: picocli reads a description as a format string, so
 * an unescaped "95% interval" made it print a WARN with the raw text instead (found by running
 * {@code variantc lab values --help}). picocli's warning goes to System.err, which is caught here.
 */
class LabHelpTest {
    @Test
    void everyCommandsHelpFormatsWithoutWarnings() {
        for (String command : List.of("values", "armies", "power", "duel", "tune", "texel")) {
            StringWriter out = new StringWriter();
            StringWriter err = new StringWriter();
            ByteArrayOutputStream stderr = new ByteArrayOutputStream();
            PrintStream saved = System.err;
            int status;
            System.setErr(new PrintStream(stderr, true, StandardCharsets.UTF_8));
            try {
                status = LabMain.run(new PrintWriter(out, true), new PrintWriter(err, true), command, "--help");
            } finally {
                System.setErr(saved);
            }
            String warnings = stderr.toString(StandardCharsets.UTF_8) + err;
            assertEquals(0, status, command + ": " + warnings);
            assertTrue(out.toString().startsWith("Usage: variantc lab " + command), out.toString());
            assertFalse(warnings.contains("WARN"), command + ": " + warnings);
        }
    }

    /**
     * {@code --games} is declared once (GameCount) with each command's default and, from
     * LabHelp.properties, its own words; a key that does not match leaves the line bare. The texts
     * and defaults are those each command declared itself before the mixin ({@code variantc lab
     * CMD --help} at commit 46fbb67).
     */
    @Test
    void gamesIsExplainedInEachCommandsWords() {
        Map<String, String> expected = Map.of(
                "values", "games per imbalance, played in pairs (default: 100)",
                "armies", "games per pairing of two armies, in pairs (default: 20)",
                "duel", "games, played in pairs (default: 200)",
                "texel", "self-play games, played in pairs (default: 1000)");
        expected.forEach((command, text) -> {
            StringWriter out = new StringWriter();
            assertEquals(0, LabMain.run(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true), command,
                    "--help"));
            assertTrue(out.toString().lines().anyMatch(l -> l.matches(" +--games=N +" + Pattern.quote(text))),
                    command + ": " + out);
        });
    }
}
