package org.variantc.reference;

/** Builds FEN boards from piece lists like {@code "Kg1 Ra1 kg12 (SC)e4"} for hand-built test positions. */
final class Boards {
    private Boards() {
    }

    /**
     * Each token is an id (upper case White, lower case Black; two letters in parentheses)
     * followed by a square; a trailing {@code ~} marks a promoted man.
     */
    static String board(int w, int h, String men) {
        String[][] cells = new String[h][w];
        for (String tok : men.trim().split("\\s+")) {
            if (tok.isEmpty()) {
                continue;
            }
            boolean promoted = tok.endsWith("~");
            if (promoted) {
                tok = tok.substring(0, tok.length() - 1);
            }
            int i = tok.length() - 1;
            while (Character.isDigit(tok.charAt(i))) {
                i--;
            }
            String id = tok.substring(0, i);
            int x = tok.charAt(i) - 'a';
            int y = Integer.parseInt(tok.substring(i + 1)) - 1;
            cells[y][x] = id + (promoted ? "~" : "");
        }
        StringBuilder sb = new StringBuilder();
        for (int y = h - 1; y >= 0; y--) {
            int empty = 0;
            for (int x = 0; x < w; x++) {
                if (cells[y][x] == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(cells[y][x]);
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (y > 0) {
                sb.append('/');
            }
        }
        return sb.toString();
    }

    static ReferencePosition position(ReferenceGame g, String men, String rest) {
        return g.position(board(g.width(), g.height(), men) + " " + rest);
    }
}
