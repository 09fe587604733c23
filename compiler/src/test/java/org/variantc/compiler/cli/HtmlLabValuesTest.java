package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.html.LabValues;

/**
 * {@code variantc html FILE --lab DIR}: the values a lab run wrote (here a values.csv this test
 * writes, in the lab's format) are on the page, and another game's values or a broken file are
 * refused with a message.
 */
class HtmlLabValuesTest {
    static final LabValues CHESS = new LabValues("Chess", "Chess: piece values in Pawns from 400 games, 2000 nodes a move",
            List.of(new LabValues.Row("Queen", "Q", 9.1, 8.6, 9.6, 100),
                    new LabValues.Row("Knight", "N", 3.05, 2.4, 3.7, 200),
                    new LabValues.Row("Pawn", "P", 1, 1, 1, 100)));

    @Test
    void thePageShowsTheMeasuredValues(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve(LabValues.FILE), CHESS.write());
        Path fide = Sources.definition("fide.variant");
        for (Path lab : List.of(dir, dir.resolve(LabValues.FILE))) {
            MainTest.Run run = MainTest.run("html", fide.toString(), "--lab", lab.toString());
            assertEquals(0, run.status(), run.err());
            String page = run.out();
            assertTrue(page.contains("<h2>Measured values</h2>"), page);
            assertTrue(page.contains("Chess: piece values in Pawns from 400 games, 2000 nodes a move"), page);
            assertTrue(page.contains("<td>Queen <code class=\"piece-id\">Q</code></td><td>9.10</td><td>[8.60, 9.60]</td>"
                    + "<td>100</td>"), page);
            assertTrue(page.contains("<td>Knight <code class=\"piece-id\">N</code></td><td>3.05</td><td>[2.40, 3.70]</td>"),
                    page);
        }
        assertTrue(!MainTest.run("html", fide.toString()).out().contains("Measured values"), "no --lab, no values");
    }

    @Test
    void anotherGamesValuesAreRefused(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve(LabValues.FILE), CHESS.write());
        MainTest.Run run = MainTest.run("html", Sources.definition("fairy-stockfish/capablanca.variant").toString(),
                "--lab", dir.toString());
        assertEquals(Main.BAD_INPUT, run.status());
        assertEquals("variantc: --lab: " + dir + " holds values measured in Chess, not in Capablanca chess\n", run.err());
    }

    @Test
    void aBrokenFileIsToldWithItsLine(@TempDir Path dir) throws IOException {
        Path file = dir.resolve(LabValues.FILE);
        Files.writeString(file, CHESS.write() + "\"Rook\",\"R\",five,4,6,10\n");
        MainTest.Run run = MainTest.run("html", Sources.definition("fide.variant").toString(), "--lab", file.toString());
        assertEquals(Main.BAD_INPUT, run.status());
        assertTrue(run.err().startsWith("variantc: --lab: " + file + ":7: expected a row"), run.err());
        run = MainTest.run("html", Sources.definition("fide.variant").toString(), "--lab", dir.resolve("none").toString());
        assertEquals(Main.BAD_INPUT, run.status());
        assertTrue(run.err().contains("none: no such file"), run.err());
    }
}
