package org.variantc.lab;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** The HTML report written beside the result file: one page, no outside scripts, tables sortable by a click. */
final class Report {
    private Report() {
    }

    private static final String SORT = """
            <script>
            // A click on a column's head sorts its table by it (numbers as numbers), again to reverse.
            document.querySelectorAll('table.sortable th').forEach((th, column) => th.addEventListener('click', () => {
              const body = th.closest('table').tBodies[0];
              const up = th.dataset.up !== 'true';
              th.closest('tr').querySelectorAll('th').forEach(h => delete h.dataset.up);
              th.dataset.up = up;
              const key = row => { const t = row.cells[th.cellIndex].textContent; const n = parseFloat(t);
                                   return isNaN(n) ? t : n; };
              [...body.rows].sort((a, b) => { const x = key(a), y = key(b);
                  return (x < y ? -1 : x > y ? 1 : 0) * (up ? 1 : -1); }).forEach(r => body.appendChild(r));
            }));
            </script>
            """;

    static void write(Path file, String title, String... sections) throws IOException {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>").append(escape(title))
                .append("</title>\n<style>body{font-family:sans-serif;margin:2em}table{border-collapse:collapse}"
                        + "td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}th{cursor:pointer;"
                        + "background:#eee}td:first-child{text-align:left}tr.beyond{background:#fec}</style>"
                        + "</head><body>\n<h1>").append(escape(title)).append("</h1>\n");
        for (String s : sections) {
            b.append(s).append('\n');
        }
        b.append(SORT).append("</body></html>\n");
        Files.createDirectories(file.toAbsolutePath().getParent());
        Files.writeString(file, b.toString(), StandardCharsets.UTF_8);
    }

    /** A sortable table; a row whose last cell is "beyond" is marked. */
    static String table(String id, String[] heads, List<String[]> rows) {
        StringBuilder b = new StringBuilder("<table class=\"sortable\" id=\"" + id + "\"><thead><tr>");
        for (String h : heads) {
            b.append("<th>").append(escape(h)).append("</th>");
        }
        b.append("</tr></thead><tbody>\n");
        for (String[] row : rows) {
            b.append(row[row.length - 1].equals("beyond") ? "<tr class=\"beyond\">" : "<tr>");
            for (String cell : row) {
                b.append("<td>").append(escape(cell)).append("</td>");
            }
            b.append("</tr>\n");
        }
        return b.append("</tbody></table>\n").toString();
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
