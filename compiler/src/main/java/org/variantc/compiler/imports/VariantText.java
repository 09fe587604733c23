package org.variantc.compiler.imports;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/**
 * A definition being written: its lines, and for each the place in the imported file it came
 * from, so an error the checker finds in a written line is reported where the author wrote it.
 * Everything taken from the imported file goes through {@link #quoted} or {@link #comment}, so
 * nothing in it can become a statement.
 */
public final class VariantText {
    private final List<String> lines = new ArrayList<>();
    private final List<Span> origins = new ArrayList<>();

    public void line(String text, Span origin) {
        lines.add(text);
        origins.add(origin);
    }

    /** A comment line; control characters are dropped so the comment cannot end early. */
    public void comment(String text, Span origin) {
        line("# " + printable(text), origin);
    }

    /** Where line {@code number} (from 1) of the text came from; null past the end or unknown. */
    public Span origin(int number) {
        return number >= 1 && number <= origins.size() ? origins.get(number - 1) : null;
    }

    public String text() {
        return String.join("\n", lines) + "\n";
    }

    /** A string literal of our language holding {@code text}, escaped. */
    public static String quoted(String text) {
        return "\"" + printable(text).replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
    }

    private static String printable(String text) {
        StringBuilder out = new StringBuilder();
        text.codePoints().filter(c -> !Character.isISOControl(c) && c != 0x2028 && c != 0x2029)
                .forEach(out::appendCodePoint);
        return out.toString();
    }
}
