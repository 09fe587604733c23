package org.variantc.runtime.protocol;

import java.io.IOException;
import java.io.Reader;

/**
 * Lines from a GUI or a person, each at most {@link #LIMIT} characters: a longer line is read
 * to its end and thrown away, never held (a 50 MB line must not cost gigabytes), and its reader
 * is told so instead of seeing it. The longest honest line, a UCI position with a thousand
 * moves, is a few kilobytes.
 */
public final class InputLines {
    public static final int LIMIT = 1 << 20;
    /** What {@link #next} returns for a line past the limit (compare by identity). */
    public static final String TOO_LONG = new String("line too long");
    private final Reader in;
    private final int limit;

    public InputLines(Reader in) {
        this(in, LIMIT);
    }

    InputLines(Reader in, int limit) {
        this.in = in;
        this.limit = limit;
    }

    /** The next line without its end ({@code \n}, {@code \r\n}), {@link #TOO_LONG}, or null at the end of input. */
    public String next() throws IOException {
        StringBuilder line = new StringBuilder();
        boolean over = false;
        int c;
        while ((c = in.read()) >= 0 && c != '\n') {
            if (line.length() < limit) {
                line.append((char) c);
            } else {
                over = true;
            }
        }
        if (c < 0 && line.length() == 0 && !over) {
            return null;
        }
        if (over) {
            return TOO_LONG;
        }
        int end = line.length();
        return end > 0 && line.charAt(end - 1) == '\r' ? line.substring(0, end - 1) : line.toString();
    }

    /** The words a protocol answers an overlong line with. */
    public static String complaint() {
        return "line too long (over " + LIMIT + " characters): ignored";
    }
}
