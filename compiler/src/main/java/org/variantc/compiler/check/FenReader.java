package org.variantc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.syntax.Text;

/**
 * Reads the FEN parts a definition writes: the board (ranks from the top, runs of empty squares
 * as numbers, two-letter ids in parentheses, {@code *} a hole: a square that is not part of the board) and men in hand. Every error points into the string.
 */
final class FenReader {
    private final PieceIds ids;
    private final Diagnostics diagnostics;
    /** Per type, the type written {@code +} and its id, or -1 ({@code written +P}). */
    private final int[] plusForms;
    /** The holes ({@code *}) the last board read wrote: squares that are not part of the board. */
    private final java.util.BitSet holes = new java.util.BitSet();

    FenReader(PieceIds ids, Diagnostics diagnostics) {
        this(ids, diagnostics, new int[0]);
    }

    FenReader(PieceIds ids, Diagnostics diagnostics, int[] plusForms) {
        this.ids = ids;
        this.diagnostics = diagnostics;
        this.plusForms = plusForms;
    }

    /** Per square (a1 = 0) the man standing there or null; null when the board part is wrong. */
    Man[] board(Text text, Board board) {
        holes.clear();
        Man[] squares = new Man[board.squares()];
        String fen = text.value();
        boolean ok = true;
        int row = 0;
        int start = 0;
        while (true) {
            int slash = fen.indexOf('/', start);
            int end = slash < 0 ? fen.length() : slash;
            if (row == board.ranks()) {
                error(text, start, "the setup has more ranks than the board's " + board.ranks());
                return null;
            }
            ok &= rank(text, start, end, board, board.ranks() - 1 - row, squares);
            row++;
            if (slash < 0) {
                break;
            }
            start = slash + 1;
        }
        if (row < board.ranks()) {
            error(text, fen.length(), "the setup has " + row + " rank" + (row == 1 ? "" : "s")
                    + " but the board has " + board.ranks());
            return null;
        }
        return ok ? squares : null;
    }

    /** The squares the last board read wrote {@code *}: holes, not part of the board. */
    java.util.BitSet holes() {
        return (java.util.BitSet) holes.clone();
    }

    /** The men in a hand string such as {@code Qp} or {@code (SC)p}; null when it is wrong. */
    List<Man> hand(Text text) {
        List<Man> men = new ArrayList<>();
        String s = text.value();
        int i = 0;
        while (i < s.length()) {
            int next = man(text, i, men);
            if (next < 0) {
                return null;
            }
            i = next;
        }
        return men.contains(null) ? null : men;
    }

    private boolean rank(Text text, int start, int end, Board board, int rank, Man[] squares) {
        String fen = text.value();
        int file = 0;
        int i = start;
        boolean known = true;
        while (i < end) {
            int at = i;
            List<Man> men = new ArrayList<>(1);
            if (Character.isDigit(fen.charAt(i))) {
                int run = 0;
                while (i < end && Character.isDigit(fen.charAt(i))) {
                    run = Math.min(run * 10 + fen.charAt(i) - '0', 1000);
                    i++;
                }
                if (run == 0) {
                    error(text, at, "a run of empty squares must be at least 1");
                    return false;
                }
                file += run;
            } else if (fen.charAt(i) == '*') {
                if (file < board.files()) {
                    holes.set(board.square(file, rank));
                }
                file++;
                i++;
            } else {
                i = fen.charAt(i) == '+' ? plusMan(text, i, men) : man(text, i, men);
                if (i < 0) {
                    return false;
                }
                known &= men.get(0) != null;
                if (file < board.files()) {
                    squares[board.square(file, rank)] = men.get(0);
                }
                file++;
            }
            if (file > board.files()) {
                error(text, at, "rank " + (rank + 1) + " of the setup is longer than the board's "
                        + board.files() + " files");
                return false;
            }
        }
        if (file < board.files()) {
            error(text, end, "rank " + (rank + 1) + " of the setup has " + file + " square"
                    + (file == 1 ? "" : "s") + " but the board has " + board.files() + " files");
            return false;
        }
        return known;
    }

    /**
     * Reads one man at {@code i} into {@code men} (null for an unknown id, reported, so the
     * reading goes on and reports every one); the index after it, or -1 after a malformed man.
     */
    private int man(Text text, int i, List<Man> men) {
        String s = text.value();
        String id;
        int next;
        if (s.charAt(i) == '(') {
            int close = s.indexOf(')', i);
            if (close < 0) {
                error(text, i, "'(' without ')': a two-letter id is written (SC)");
                return -1;
            }
            id = s.substring(i + 1, close);
            next = close + 1;
        } else {
            id = s.substring(i, i + 1);
            next = i + 1;
        }
        if (!id.matches("[A-Z]{1,2}|[a-z]{1,2}")) {
            error(text, i, "'" + s.substring(i, next) + "' is not a man: write a piece id, upper case for"
                    + " White and lower case for Black");
            return -1;
        }
        int piece = ids.index(id.toUpperCase());
        if (piece < 0) {
            error(text, i, "unknown piece id '" + id.toUpperCase() + "' in the setup");
            men.add(null);
            return next;
        }
        men.add(new Man(piece, id.equals(id.toUpperCase()) ? 0 : 1));
        return next;
    }

    /** {@code +P}: the type written so, P promoted ({@code written +P}); like {@link #man}. */
    private int plusMan(Text text, int i, List<Man> men) {
        if (i + 1 >= text.value().length()) {
            error(text, i, "'+' must be followed by a piece id: +P is a promoted P");
            return -1;
        }
        int next = man(text, i + 1, men);
        Man base = men.isEmpty() ? null : men.get(0);
        if (next < 0 || base == null) {
            return next;
        }
        int form = base.piece() < plusForms.length ? plusForms[base.piece()] : -1;
        if (form < 0) {
            String id = text.value().substring(i + 1, next).toUpperCase();
            error(text, i, "'" + text.value().substring(i, next) + "' is no man: no piece is written +" + id
                    + " (say written +" + id + " in the promoted piece)");
            men.set(0, null);
            return next;
        }
        men.set(0, new Man(form, base.side()));
        return next;
    }

    private void error(Text text, int offset, String message) {
        diagnostics.error(text.spanAt(offset), message);
    }
}
