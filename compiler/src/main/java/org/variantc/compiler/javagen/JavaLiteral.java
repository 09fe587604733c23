package org.variantc.compiler.javagen;

/**
 * Text from a definition made safe for Java source: a string literal that holds exactly the
 * text and nothing a compiler could read as code. Only printable ASCII other than {@code "} and
 * {@code \} is copied; everything else becomes an escape. Unicode escapes are never written for
 * characters below U+0100, because javac translates them before it reads the literal
 * ({@code \u000a} would end the line, {@code \u0022} the string); they get three-digit octal
 * escapes instead.
 */
final class JavaLiteral {
    private JavaLiteral() {
    }

    /** {@code text} as a quoted Java string literal. */
    static String of(String text) {
        StringBuilder out = new StringBuilder(text.length() + 2).append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c >= 0x20 && c < 0x7F && c != '"' && c != '\\') {
                out.append(c);
            } else if (c < 0x100) {
                out.append(String.format("\\%03o", (int) c)); // three digits: "\\12" before a '3' would read as "\\123"
            } else {
                out.append(String.format("\\u%04x", (int) c));
            }
        }
        return out.append('"').toString();
    }
}
