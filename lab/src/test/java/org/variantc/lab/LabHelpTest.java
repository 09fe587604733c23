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
}
