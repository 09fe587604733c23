package org.variantc.compiler.html;

/**
 * Escaping for what we write into the page ourselves, outside FreeMarker's auto-escaping: text
 * in SVG or HTML, and JSON that sits inside a script element.
 */
final class Markup {
    private Markup() {
    }

    /** Text for an HTML or SVG element or a quoted attribute. */
    static String text(String s) {
        StringBuilder sb = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<': sb.append("&lt;"); break;
                case '>': sb.append("&gt;"); break;
                case '&': sb.append("&amp;"); break;
                case '"': sb.append("&quot;"); break;
                case '\'': sb.append("&#39;"); break;
                default: sb.append(c);
            }
        }
        return sb.toString();
    }

    /**
     * A JSON string literal that cannot end its script element nor break a JavaScript parser:
     * every character outside printable ASCII, and {@code < > & ' "} and the backslash, is a
     * {@code \\u} escape (so "&lt;/script&gt;", "]]&gt;", U+2028 and U+2029 never appear raw).
     */
    static String json(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x20 || c > 0x7E || c == '<' || c == '>' || c == '&' || c == '\'' || c == '"' || c == '\\') {
                sb.append(String.format("\\u%04x", (int) c));
            } else {
                sb.append(c);
            }
        }
        return sb.append('"').toString();
    }
}
