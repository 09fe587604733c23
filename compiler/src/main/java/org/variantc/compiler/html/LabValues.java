package org.variantc.compiler.html;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Piece values measured by {@code variantc lab values}, as its {@code values.csv} holds them:
 * written by the lab beside its games, read by {@code variantc html --lab} for the page. Two
 * comment lines (the variant's name, the run's heading), a header, then one row per piece:
 * name and letter quoted, the value in Pawns, its 95% interval and the games behind it.
 *
 * @param variant the variant's name, so a page never shows another game's values
 * @param title   what was measured: games, node budget
 */
public record LabValues(String variant, String title, List<Row> rows) {
    /** The file's name in a lab run's directory. */
    public static final String FILE = "values.csv";
    private static final String HEADER = "piece,id,value,low,high,games";

    /** One piece's measured value in Pawns and its 95% interval. */
    public record Row(String piece, String id, double value, double low, double high, int games) {
    }

    public String write() {
        StringBuilder b = new StringBuilder("# variant: " + variant + "\n# " + title + "\n" + HEADER + "\n");
        for (Row r : rows) {
            b.append(String.format(Locale.ROOT, "%s,%s,%.2f,%.2f,%.2f,%d%n", quoted(r.piece()), quoted(r.id()),
                    r.value(), r.low(), r.high(), r.games()));
        }
        return b.toString();
    }

    /**
     * Reads a lab run's directory (its {@code values.csv}) or the file itself.
     *
     * @throws IllegalArgumentException with {@code file:line: what was expected}
     */
    public static LabValues read(Path path) throws IOException {
        Path file = Files.isDirectory(path) ? path.resolve(FILE) : path;
        List<String> lines;
        try {
            lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException(file + ": no such file (a 'variantc lab values' run writes it in its"
                    + " -o directory)");
        }
        if (lines.size() < 3 || !lines.get(0).startsWith("# variant: ") || !lines.get(1).startsWith("# ")
                || !lines.get(2).equals(HEADER)) {
            throw new IllegalArgumentException(file + ":1: expected the values file of 'variantc lab values' ('# variant: NAME',"
                    + " '# TITLE', then '" + HEADER + "')");
        }
        List<Row> rows = new ArrayList<>();
        for (int i = 3; i < lines.size(); i++) {
            if (!lines.get(i).isBlank()) {
                rows.add(row(file, i + 1, lines.get(i)));
            }
        }
        return new LabValues(lines.get(0).substring("# variant: ".length()), lines.get(1).substring(2), rows);
    }

    private static Row row(Path file, int line, String text) {
        List<String> f = fields(text);
        String expected = file + ":" + line + ": expected a row '\"name\",\"letter\",value,low,high,games'";
        if (f == null || f.size() != 6) {
            throw new IllegalArgumentException(expected);
        }
        try {
            return new Row(f.get(0), f.get(1), Double.parseDouble(f.get(2)), Double.parseDouble(f.get(3)),
                    Double.parseDouble(f.get(4)), Integer.parseInt(f.get(5)));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(expected + ", not '" + text + "'");
        }
    }

    /** A CSV line's fields, a quoted one with its doubled quotes undone; null when a quote is left open. */
    private static List<String> fields(String text) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted && c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                field.append('"');
                i++;
            } else if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString());
        return quoted ? null : fields;
    }

    private static String quoted(String text) {
        return "\"" + text.replace("\"", "\"\"") + "\"";
    }
}
