package org.variantc.runtime;

/**
 * The squares that are not part of the board (Gustav III's, Omicron's and Troitzky's cut-out
 * squares): those the setup writes {@code *}, as Fairy-Stockfish writes them. A hole holds a
 * {@link Man#WALL} for the whole game, the same blocker as Petrified's stone, so every line stops
 * at it and a hopper may use it as a screen; the move tables never land on it (see the compiler's
 * lowering), and a FEN must write {@code *} on exactly these squares.
 */
public final class Holes {
    // A Rulebook's holes are its start's (StartBoard.holes), read with the setup; this scan is for
    // the compiler's lowering, which lays out the move tables before there are rules to read it with.
    private Holes() {
    }

    /** Per square, whether the FEN's board part (what comes before a space or a '[') writes a hole there. */
    public static boolean[] of(String fen, int files, int ranks) {
        boolean[] holes = new boolean[files * ranks];
        String board = fen.trim();
        int end = 0;
        while (end < board.length() && board.charAt(end) != ' ' && board.charAt(end) != '[') {
            end++;
        }
        String[] rows = board.substring(0, end).split("/", -1);
        for (int row = 0; row < rows.length && row < ranks; row++) {
            mark(rows[row], ranks - 1 - row, files, holes);
        }
        return holes;
    }

    /** Whether the board has any hole. */
    public static boolean any(boolean[] holes) {
        for (boolean h : holes) {
            if (h) {
                return true;
            }
        }
        return false;
    }

    /** Marks one rank's holes: digits are runs of empty squares, {@code (SC)} one man, {@code + ~ ^} marks. */
    private static void mark(String text, int rank, int files, boolean[] holes) {
        int file = 0;
        int i = 0;
        while (i < text.length() && file < files) {
            char c = text.charAt(i);
            if (c >= '0' && c <= '9') {
                int run = 0;
                while (i < text.length() && text.charAt(i) >= '0' && text.charAt(i) <= '9') {
                    run = Math.min(run * 10 + text.charAt(i) - '0', files);
                    i++;
                }
                file += run;
                continue;
            }
            if (c == '(') {
                int close = text.indexOf(')', i);
                i = close < 0 ? text.length() : close + 1;
                file++;
                continue;
            }
            if (Character.isLetter(c) || c == Fen.WALL) {
                if (c == Fen.WALL) {
                    holes[file + rank * files] = true;
                }
                file++;
            }
            i++;
        }
    }
}
