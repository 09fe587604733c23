package org.variantc.lab;

import java.util.ArrayList;
import java.util.List;

/**
 * The board field of a FEN as squares, so men can be taken off it: each square is empty (null)
 * or the man's text as the FEN wrote it ({@code Q}, {@code +p}, {@code (ab)}, with any mark after).
 * Ranks run as the FEN lists them, the top (Black's back rank) first.
 */
final class FenBoard {
    private final List<List<String>> ranks;
    private final String rest;

    private FenBoard(List<List<String>> ranks, String rest) {
        this.ranks = ranks;
        this.rest = rest;
    }

    static FenBoard read(String fen) {
        int space = fen.indexOf(' ');
        String board = space < 0 ? fen : fen.substring(0, space);
        List<List<String>> ranks = new ArrayList<>();
        for (String text : board.split("/")) {
            ranks.add(squares(text));
        }
        return new FenBoard(ranks, space < 0 ? "" : fen.substring(space));
    }

    private static List<String> squares(String text) {
        List<String> squares = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isDigit(c)) {
                int j = i;
                while (j < text.length() && Character.isDigit(text.charAt(j))) {
                    j++;
                }
                for (int n = Integer.parseInt(text.substring(i, j)); n > 0; n--) {
                    squares.add(null);
                }
                i = j;
                continue;
            }
            int j = i + (c == '+' ? 1 : 0);
            j = text.charAt(j) == '(' ? text.indexOf(')', j) + 1 : j + 1;
            while (j < text.length() && !Character.isLetterOrDigit(text.charAt(j)) && "(+".indexOf(text.charAt(j)) < 0) {
                j++; // marks after a man: ~ (promoted) and the like
            }
            squares.add(text.substring(i, j));
            i = j;
        }
        return squares;
    }

    /**
     * Takes off a man written {@code man} (the FEN's letter, case by side), searching from the
     * side's own back rank forward and, on a rank, in {@code files} order.
     *
     * @return false when there is none left
     */
    boolean remove(String man, boolean white, int[] files) {
        for (int step = 0; step < ranks.size(); step++) {
            List<String> rank = ranks.get(white ? ranks.size() - 1 - step : step);
            for (int f : files) {
                String square = f < rank.size() ? rank.get(f) : null;
                if (square != null && bare(square).equals(man)) {
                    rank.set(f, null);
                    return true;
                }
            }
        }
        return false;
    }

    /** How many men written {@code man} are on the board. */
    int count(String man) {
        int n = 0;
        for (List<String> rank : ranks) {
            for (String square : rank) {
                n += square != null && bare(square).equals(man) ? 1 : 0;
            }
        }
        return n;
    }

    private static String bare(String square) {
        int end = square.length();
        while (end > 0 && !Character.isLetter(square.charAt(end - 1)) && square.charAt(end - 1) != ')') {
            end--;
        }
        return square.substring(0, end);
    }

    String write() {
        StringBuilder b = new StringBuilder();
        for (int r = 0; r < ranks.size(); r++) {
            if (r > 0) {
                b.append('/');
            }
            int empty = 0;
            for (String square : ranks.get(r)) {
                if (square == null) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    b.append(empty);
                    empty = 0;
                }
                b.append(square);
            }
            if (empty > 0) {
                b.append(empty);
            }
        }
        return b + rest;
    }
}
