package org.variantc.compiler.games;

/**
 * FEN boards from lists of men like {@code "Kf1 Pe4 pd5 Cd8~"}, so a test's position reads as
 * the squares it is about.
 */
final class Men {
    private Men() {
    }

    /** Each token: an id (upper case White, lower case Black), a square, and {@code ~} if promoted. */
    static String board(int files, int ranks, String men) {
        String[][] cells = new String[ranks][files];
        for (String token : men.trim().split("\\s+")) {
            if (!token.isEmpty()) {
                place(cells, token);
            }
        }
        StringBuilder fen = new StringBuilder();
        for (int rank = ranks - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < files; file++) {
                String cell = cells[rank][file];
                if (cell == null) {
                    empty++;
                    continue;
                }
                fen.append(empty > 0 ? String.valueOf(empty) : "").append(cell);
                empty = 0;
            }
            fen.append(empty > 0 ? String.valueOf(empty) : "").append(rank > 0 ? "/" : "");
        }
        return fen.toString();
    }

    private static void place(String[][] cells, String token) {
        boolean promoted = token.endsWith("~");
        String man = promoted ? token.substring(0, token.length() - 1) : token;
        int digits = man.length();
        while (Character.isDigit(man.charAt(digits - 1))) {
            digits--;
        }
        int file = man.charAt(digits - 1) - 'a';
        int rank = Integer.parseInt(man.substring(digits)) - 1;
        cells[rank][file] = man.substring(0, digits - 1) + (promoted ? "~" : "");
    }
}
