package org.variantc.compiler.imports.diagram;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.imports.ImportProblem;

/**
 * One Interactive Diagram block: its {@code key=value} parameters and its piece lines, in order.
 * Read from the lines of a {@code <div class="idiagram">} or from a page's text where the block
 * stands flattened on one line (parameters and pieces separated by spaces), as a copied page
 * gives it.
 */
public record DiagramBlock(Map<String, String> parameters, Map<String, Span> places, List<DiagramPiece> pieces,
                           Span span) {
    private static final Pattern PARAMETER = Pattern.compile("(?<![\\w#])([A-Za-z]+)=(\\S*)");
    private static final Pattern PIECE = Pattern.compile(
            "([^:,=\\s][^:,=]*?):([^:\\s]+):([^:\\s]*):([^:\\s]*):((?:[a-z][0-9]{1,2}(?:-[a-z][0-9]{1,2})?,?)*)");
    private static final Pattern SQUARES = Pattern.compile("([a-z])([0-9]{1,2})(?:-([a-z])([0-9]{1,2}))?");

    /** Every block of a text; a block is a line or div holding {@code files=}. */
    public static List<DiagramBlock> all(String fileName, String text, List<ImportProblem> errors) {
        List<DiagramBlock> blocks = new ArrayList<>();
        String[] lines = text.split("\r?\n|\r", -1);
        for (int i = 0; i < lines.length; i++) {
            if (lines[i].contains("class=\"idiagram\"")) {
                int end = i + 1;
                while (end < lines.length && !lines[end].contains("</div>")) {
                    end++;
                }
                blocks.add(read(fileName, lines, i + 1, end, errors));
                i = end;
            } else if (lines[i].matches(".*(^|\\s)files=\\d+.*")) {
                blocks.add(read(fileName, lines, i, i + 1, errors));
            }
        }
        return blocks;
    }

    private static DiagramBlock read(String fileName, String[] lines, int from, int to, List<ImportProblem> errors) {
        Map<String, String> parameters = new LinkedHashMap<>();
        Map<String, Span> places = new LinkedHashMap<>();
        List<DiagramPiece> pieces = new ArrayList<>();
        for (int i = from; i < to; i++) {
            String line = lines[i];
            StringBuilder rest = new StringBuilder(line);
            Matcher p = PARAMETER.matcher(line);
            while (p.find()) {
                parameters.put(p.group(1), p.group(2));
                places.put(p.group(1), new Span(fileName, i + 1, p.start() + 1));
                for (int c = p.start(); c < p.end(); c++) {
                    rest.setCharAt(c, ' ');
                }
            }
            Matcher m = PIECE.matcher(rest);
            int covered = 0;
            while (m.find()) {
                String gap = rest.substring(covered, m.start()).replace(",", "").strip();
                if (!gap.isEmpty()) {
                    errors.add(new ImportProblem(new Span(fileName, i + 1, covered + 1), "'" + gap
                            + "' is neither a parameter nor a piece name:ID:Betza:image:squares"));
                }
                pieces.add(new DiagramPiece(m.group(1).strip(), m.group(2), m.group(3), m.group(4),
                        squares(m.group(5)), new Span(fileName, i + 1, m.start() + 1 + leading(m.group(1)))));
                covered = m.end();
            }
            String tail = rest.substring(covered).replace(",", "").strip();
            if (!tail.isEmpty()) {
                errors.add(new ImportProblem(new Span(fileName, i + 1, covered + 1 + leading(rest.substring(covered))),
                        "'" + tail + "' is neither a parameter nor a piece name:ID:Betza:image:squares "
                                + "(a field missing?)"));
            }
        }
        return new DiagramBlock(parameters, places, pieces, new Span(fileName, from + 1, 1));
    }

    private static int leading(String text) {
        return text.length() - text.stripLeading().length();
    }

    /** {@code a2-c2,e2} as the squares it names. */
    private static List<String> squares(String field) {
        List<String> out = new ArrayList<>();
        Matcher m = SQUARES.matcher(field);
        while (m.find()) {
            char f1 = m.group(1).charAt(0);
            int r1 = Integer.parseInt(m.group(2));
            char f2 = m.group(3) == null ? f1 : m.group(3).charAt(0);
            int r2 = m.group(4) == null ? r1 : Integer.parseInt(m.group(4));
            for (char f = (char) Math.min(f1, f2); f <= Math.max(f1, f2); f++) {
                for (int r = Math.min(r1, r2); r <= Math.max(r1, r2); r++) {
                    out.add(f + String.valueOf(r));
                }
            }
        }
        return out;
    }
}
