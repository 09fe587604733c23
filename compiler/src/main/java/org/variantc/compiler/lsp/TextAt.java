package org.variantc.compiler.lsp;

import org.eclipse.lsp4j.Position;

/** Lines and words of a document at the protocol's positions (line and character from 0). */
final class TextAt {
    private TextAt() {
    }

    static String line(String text, int line) {
        String[] lines = text.split("\n", -1);
        return line >= 0 && line < lines.length ? lines[line].replace("\r", "") : "";
    }

    /** The word the position is in or just after (letters, digits, '_', '+'), or "". */
    static String word(String text, Position at) {
        String line = line(text, at.getLine());
        int start = Math.min(at.getCharacter(), line.length());
        int end = start;
        while (start > 0 && wordChar(line.charAt(start - 1))) {
            start--;
        }
        while (end < line.length() && wordChar(line.charAt(end))) {
            end++;
        }
        return line.substring(start, end);
    }

    /** How many characters from {@code column} on the line make one word (at least 1). */
    static int wordLength(String line, int column) {
        int end = column;
        while (end < line.length() && !Character.isWhitespace(line.charAt(end))) {
            end++;
        }
        return Math.max(1, end - column);
    }

    static boolean wordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_' || c == '+';
    }
}
