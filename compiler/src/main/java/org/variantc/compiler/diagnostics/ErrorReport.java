package org.variantc.compiler.diagnostics;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.variantc.runtime.notation.PrintableText;

/**
 * The errors of one run as a person reads them, kept short whatever the input: at most
 * {@link #MAX_SHOWN} errors (then "and N more"), a source line shown once however many errors
 * stand on it (the later ones get their caret alone), and cut to {@link #WIDTH} characters around the caret. Each file is split into
 * lines once, not once per error.
 */
public final class ErrorReport {
    public static final int MAX_SHOWN = 50;
    public static final int WIDTH = 120;

    private final List<Diagnostic> diagnostics;
    private final Function<Diagnostic, SourceFile> sourceOf;
    private final Map<SourceFile, List<String>> lines = new HashMap<>();

    public ErrorReport(List<Diagnostic> diagnostics, Function<Diagnostic, SourceFile> sourceOf) {
        this.diagnostics = diagnostics;
        this.sourceOf = sourceOf;
    }

    public String text() {
        StringBuilder out = new StringBuilder();
        Span shownLine = null;
        int shown = Math.min(MAX_SHOWN, diagnostics.size());
        for (int i = 0; i < shown; i++) {
            Diagnostic d = diagnostics.get(i);
            if (i > 0) {
                out.append('\n');
            }
            out.append(PrintableText.line(d.span() + ": error: " + d.message()));
            boolean sameLine = shownLine != null && shownLine.file().equals(d.span().file())
                && shownLine.line() == d.span().line();
            String excerpt = excerpt(d);
            // The line once; a later error on it gets its caret alone, under the same column.
            out.append('\n').append(sameLine ? excerpt.substring(excerpt.indexOf('\n') + 1) : excerpt);
            shownLine = d.span();
        }
        if (diagnostics.size() > shown) {
            int more = diagnostics.size() - shown;
            out.append("\nand ").append(more).append(" more error").append(more == 1 ? "" : "s");
        }
        return out.toString();
    }

    /** The source line, cut to WIDTH around the column, and a caret under the column. */
    private String excerpt(Diagnostic d) {
        List<String> all = lines.computeIfAbsent(sourceOf.apply(d), s -> s.text().lines().toList());
        int number = d.span().line();
        String line = number >= 1 && number <= all.size() ? all.get(number - 1) : "";
        int column = Math.max(0, d.span().column() - 1);
        int from = 0;
        if (line.length() > WIDTH) {
            from = Math.max(0, Math.min(column - WIDTH / 2, line.length() - WIDTH));
            line = line.substring(from, from + WIDTH);
        }
        line = PrintableText.line(line);
        StringBuilder caret = new StringBuilder();
        for (int i = 0; i < column - from; i++) {
            caret.append(i < line.length() && line.charAt(i) == '\t' ? '\t' : ' ');
        }
        return line + "\n" + caret.append('^');
    }
}
