package org.variantc.compiler.lsp;

/**
 * Formatting a definition: each line indented two spaces per enclosing brace, trailing blanks
 * dropped, one newline at the end. Nothing inside a line moves, so aligned columns, strings and
 * comments stay as written.
 */
final class Indentation {
    private Indentation() {
    }

    static String format(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int depth = 0;
        for (String raw : text.replace("\r\n", "\n").split("\n", -1)) {
            String line = raw.strip();
            int opens = 0;
            int closesFirst = 0;
            boolean leading = true;
            boolean quoted = false;
            for (int i = 0; i < line.length(); i++) {
                char c = line.charAt(i);
                if (quoted) {
                    if (c == '\\') {
                        i++;
                    } else if (c == '"') {
                        quoted = false;
                    }
                    continue;
                }
                if (c == '#') {
                    break;
                }
                if (c == '"') {
                    quoted = true;
                } else if (c == '{') {
                    opens++;
                } else if (c == '}') {
                    if (leading && opens == 0) {
                        closesFirst++;
                    } else {
                        opens--;
                    }
                }
                leading = leading && (c == '}' || c == ' ');
            }
            depth = Math.max(0, depth - closesFirst);
            out.append(line.isEmpty() ? "" : "  ".repeat(depth) + line).append('\n');
            depth = Math.max(0, depth + opens);
        }
        return out.toString().replaceAll("\n+$", "\n");
    }
}
