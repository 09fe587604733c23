package org.variantc.compiler.check;

import java.util.BitSet;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Zone;
import org.variantc.compiler.syntax.Count;
import org.variantc.compiler.syntax.Word;
import org.variantc.compiler.syntax.ZoneExpr;

/** Zone expressions to square sets on a known board; every bad rank, file, square or name reported. */
final class ZoneResolver {
    private final Board board;
    private final java.util.Map<String, Zone> names;
    private final Diagnostics diagnostics;

    /** A resolver for places that read no zone names (castling, army slots, goals): a name is refused. */
    ZoneResolver(Board board, Diagnostics diagnostics) {
        this(board, null, diagnostics);
    }

    /** @param names the zones named in {@code zones { … }}, White's side, or null where names are not read */
    ZoneResolver(Board board, java.util.Map<String, Zone> names, Diagnostics diagnostics) {
        this.board = board;
        this.names = names;
        this.diagnostics = diagnostics;
    }

    Zone resolve(ZoneExpr expr) {
        BitSet squares = new BitSet(board.squares());
        for (ZoneExpr.Part part : expr.parts()) {
            if (part instanceof ZoneExpr.Ranks r) {
                addRanks(squares, r);
            } else if (part instanceof ZoneExpr.Files f) {
                addFiles(squares, f);
            } else if (part instanceof ZoneExpr.Area a) {
                addArea(squares, a);
            } else if (part instanceof ZoneExpr.Named n) {
                addNamed(squares, n);
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

    /** {@code squares d1..f3}: every square whose file and rank lie between the corners'. */
    private void addArea(BitSet squares, ZoneExpr.Area a) {
        int first = square(a.first());
        int last = square(a.last());
        if (first < 0 || last < 0) {
            return;
        }
        int files = board.files();
        if (first % files > last % files || first / files > last / files) {
            diagnostics.error(a.first().span(), "squares " + a.first().text() + ".." + a.last().text()
                    + " is backwards; write the lower left corner first");
            return;
        }
        for (int rank = first / files; rank <= last / files; rank++) {
            for (int file = first % files; file <= last % files; file++) {
                squares.set(board.square(file, rank));
            }
        }
    }

    private void addNamed(BitSet squares, ZoneExpr.Named n) {
        String name = n.name().text();
        Zone zone = names == null ? null : names.get(name);
        if (zone != null) {
            squares.or(zone.squares());
        } else if (names == null) {
            diagnostics.error(n.name().span(), "a zone name ('" + name + "') is read only in a piece's lines (move from,"
                    + " promote on, drop on, confined to); write ranks, files or squares here");
        } else if (names.isEmpty()) {
            diagnostics.error(n.name().span(), "no zone is named '" + name + "': name it in a zones { " + name
                    + " = ranks 1..5 } block, or write ranks, files or squares");
        } else {
            diagnostics.error(n.name().span(), "no zone is named '" + name + "'; the named zones are "
                    + String.join(", ", new java.util.TreeSet<>(names.keySet())));
        }
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
