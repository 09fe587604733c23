package org.variantc.compiler.imports.ini;

/**
 * A {@code startFen} value in its fields: the board, the men in hand (Fairy-Stockfish writes
 * them in brackets after the board), the side to move, castling, en passant and, for check
 * counting, the checks field.
 */
record StartFen(String board, String hand, String sideToMove, String castling, String enPassant, String checks) {
    static StartFen parse(String text) {
        String[] fields = text.strip().split("\\s+");
        String board = fields[0];
        String hand = "";
        int open = board.indexOf('[');
        if (open >= 0) {
            int close = board.indexOf(']', open);
            hand = board.substring(open + 1, close < 0 ? board.length() : close).replace("-", "");
            board = board.substring(0, open);
        }
        String side = fields.length > 1 ? fields[1] : "w";
        String castling = "-";
        String enPassant = "-";
        String checks = "";
        // Fairy-Stockfish leaves fields out ("w 0 1"): each is told by its form, not its place.
        for (int i = 2; i < fields.length; i++) {
            String f = fields[i];
            if (f.contains("+")) {
                checks = f;
            } else if (i == 2 && f.matches("[A-Za-z]+|-")) {
                castling = f;
            } else if (i <= 3 && f.matches("[a-z][0-9]+|-")) {
                enPassant = f;
            }
        }
        return new StartFen(board, hand, side, castling, enPassant, checks);
    }

    /** Rank {@code rank} (from 1) as one character per square, ' ' for an empty one. */
    String rank(int rank, int files) {
        String[] rows = board.split("/");
        int row = rows.length - rank;
        if (row < 0 || row >= rows.length) {
            return "";
        }
        StringBuilder out = new StringBuilder();
        String text = rows[row];
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (Character.isDigit(c)) {
                int j = i;
                while (j < text.length() && Character.isDigit(text.charAt(j))) {
                    j++;
                }
                out.append(" ".repeat(Integer.parseInt(text.substring(i, j))));
                i = j - 1;
            } else if (Character.isLetter(c) || c == '*') {
                out.append(c);
            }
        }
        return out.toString();
    }
}
