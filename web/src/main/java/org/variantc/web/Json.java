package org.variantc.web;

/** The little JSON the page needs, written by hand: TeaVM pages carry no JSON library. */
final class Json {
    private Json() {
    }

    /**
     * A JSON string literal. Everything outside printable ASCII, and {@code < > &}, is written as
     * a {@code \\u} escape, so the text is safe even if it ends up inside HTML.
     */
    static String string(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') {
                sb.append('\\').append(c);
            } else if (c < 0x20 || c > 0x7E || c == '<' || c == '>' || c == '&') {
                String hex = Integer.toHexString(c);
                sb.append("\\u");
                for (int k = hex.length(); k < 4; k++) {
                    sb.append('0');
                }
                sb.append(hex);
            } else {
                sb.append(c);
            }
        }
        return sb.append('"').toString();
    }

    static String error(String message) {
        return "{\"error\":" + string(message == null ? "refused" : message) + "}";
    }
}
