package org.variantc.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.html.LabValues;

/** Small values jobs on embedded Spark: the table, the files, and the same table on one core or two. */
class ValuesJobTest {
    static final Path FIDE = Path.of("../definitions/fide.variant");

    record Run(int status, String out, String err) {
    }

    static Run lab(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = LabMain.run(new PrintWriter(out), new PrintWriter(err), args);
        return new Run(status, out.toString(), err.toString());
    }

    private static String[] small(String master, Path dir) {
        return new String[] {"values", FIDE.toString(), "--games", "2", "--nodes", "200", "--max-plies", "120",
                "--seed", "7", "--master", master, "-o", dir.toString()};
    }

    /** The table: one row per piece, the name first, with the value and its interval. */
    private static String table(String out) {
        return out.substring(0, out.indexOf("wrote "));
    }

    @Test
    void sameTableOnOneCoreAndTwo(@TempDir Path one, @TempDir Path two) throws Exception {
        Run a = lab(small("local[1]", one));
        Run b = lab(small("local[2]", two));
        assertEquals(0, a.status(), a.err());
        assertEquals(0, b.status(), b.err());
        assertEquals(table(a.out()), table(b.out()));
        for (String piece : List.of("Queen", "Rook", "Bishop", "Knight", "Pawn")) {
            assertTrue(a.out().lines().anyMatch(l -> l.matches(piece + " +-?\\d+\\.\\d\\d +\\[.*\\].*")), a.out());
        }
        List<String> rows = Files.readAllLines(one.resolve("games.csv"), StandardCharsets.UTF_8);
        assertEquals(2 + 8, rows.size(), "settings, header and one pair for each of eight imbalances: four comparisons, each at two Pawn counts");
        LabValues file = LabValues.read(one);
        assertEquals("Chess", file.variant());
        assertEquals(List.of("Queen", "Rook", "Bishop", "Knight", "Pawn"),
                file.rows().stream().map(LabValues.Row::piece).toList(), "values.csv, for 'variantc html --lab'");
        String html = Files.readString(one.resolve("report.html"), StandardCharsets.UTF_8);
        assertTrue(html.contains("<svg") && html.contains("Queen") && html.contains("class=\"sortable\""), html);
    }
}
