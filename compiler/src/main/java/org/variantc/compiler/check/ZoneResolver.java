package org.variantc.compiler.check;

import java.util.BitSet;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Zone;
import org.variantc.compiler.syntax.Count;
import org.variantc.compiler.syntax.Word;
import org.variantc.compiler.syntax.ZoneExpr;

/** Zone expressions to square sets on a known board; every bad rank, file or square reported. */
final class ZoneResolver {
    private final Board board;
    private final Diagnostics diagnostics;

    ZoneResolver(Board board, Diagnostics diagnostics) {
        this.board = board;
        this.diagnostics = diagnostics;
    }

    Zone resolve(ZoneExpr expr) {
        BitSet squares = new BitSet(board.squares());
        for (ZoneExpr.Part part : expr.parts()) {
            if (part instanceof ZoneExpr.Ranks r) {
                addRanks(squares, r);
            } else if (part instanceof ZoneExpr.Files f) {
                addFiles(squares, f);
            } else {
                for (Word w : ((ZoneExpr.Squares) part).squares()) {
                    int square = square(w);
                    if (square >= 0) {
                        squares.set(square);
                    }
                }
            }
        }
        return new Zone(squares);
    }

    /** A square name, or -1 after reporting it. */
    int square(Word word) {
        int square = SquareNames.square(board, word.text());
        if (square < 0) {
            diagnostics.error(word.span(), "'" + word.text() + "' is not a square of the " + board.files() + " x "
                    + board.ranks() + " board (a1.." + SquareNames.lastFile(board) + board.ranks() + ")");
        }
        return square;
    }

    private void addRanks(BitSet squares, ZoneExpr.Ranks r) {
        // "rank 8" has one number, read as both ends: report it once.
        boolean single = r.first() == r.last();
        if (!rankOnBoard(r.first()) | !(single || rankOnBoard(r.last()))) {
            return;
        }
        if (r.first().value() > r.last().value()) {
            diagnostics.error(r.first().span(), "rank range " + r.first().value() + ".." + r.last().value()
                    + " is backwards; write the lower rank first");
            return;
        }
        for (int rank = r.first().value() - 1; rank < r.last().value(); rank++) {
            for (int file = 0; file < board.files(); file++) {
                squares.set(board.square(file, rank));
            }
        }
    }

    private boolean rankOnBoard(Count rank) {
        if (rank.value() < 1 || rank.value() > board.ranks()) {
            diagnostics.error(rank.span(), "rank " + rank.value() + " is off the board (ranks 1.." + board.ranks() + ")");
            return false;
        }
        return true;
    }

    private void addFiles(BitSet squares, ZoneExpr.Files f) {
        int first = file(f.first());
        int last = f.last() == f.first() ? first : file(f.last()); // "file a": one word, reported once
        if (first < 0 || last < 0) {
            return;
        }
        if (first > last) {
            diagnostics.error(f.first().span(), "file range " + f.first().text() + ".." + f.last().text()
                    + " is backwards; write the left file first");
            return;
        }
        for (int file = first; file <= last; file++) {
            for (int rank = 0; rank < board.ranks(); rank++) {
                squares.set(board.square(file, rank));
            }
        }
    }

    private int file(Word word) {
        int file = SquareNames.file(board, word.text());
        if (file < 0) {
            diagnostics.error(word.span(), "'" + word.text() + "' is not a file of the board (a.."
                    + SquareNames.lastFile(board) + ")");
        }
        return file;
    }
}
