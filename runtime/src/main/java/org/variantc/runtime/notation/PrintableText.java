package org.variantc.runtime.notation;

/**
 * Text from a definition (a variant's or a piece's name, a source line) made safe for a
 * terminal or a protocol line: every control character (C0 but tab, DEL, C1), line and paragraph
 * separator and bidirectional override is written as a visible {@code \\u001B} escape, so it can
 * neither end the line, move the cursor, ring the bell nor reorder what the reader sees.
 */
public final class PrintableText {
    private PrintableText() {
    }

    /** {@code text} on one line, with nothing a terminal or a protocol reader would act on. */
    public static String line(String text) {
        StringBuilder out = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (acted(c)) {
                if (out == null) {
                    out = new StringBuilder(text.substring(0, i));
                }
                out.append(String.format("\\u%04X", (int) c));
            } else if (out != null) {
                out.append(c);
            }
        }
        return out == null ? text : out.toString();
    }

    /**
     * {@code text} for the inside of a double-quoted protocol value (XBoard's
     * {@code feature myname="…"}): one line, and a double quote, which would end the value and
     * let the rest be read as more features, becomes a single one.
     */
    public static String quoted(String text) {
        return line(text).replace('"', '\'');
    }

    private static boolean acted(char c) {
        return (c < 0x20 && c != '\t') || (c >= 0x7F && c <= 0x9F)
            || c == '\u2028' || c == '\u2029'
            || (c >= '\u202A' && c <= '\u202E') || (c >= '\u2066' && c <= '\u2069');
    }
}
