package org.variantc.compiler.check;

import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Castling;
import org.variantc.compiler.model.CastlingSides;
import org.variantc.compiler.syntax.CastlingDecl;
import org.variantc.compiler.syntax.Word;
import org.variantc.runtime.notation.StartArrays;
import org.variantc.runtime.rules.Shuffle;

/**
 * Castling rules to explicit White castling moves: squares checked against the board and, when
 * the setup is readable, against the White King and Rook standing there.
 */
final class CastlingExpansion {
    private final Board board;
    private final ZoneResolver squares;
    private final Man[] setup;
    private final List<Boolean> royal;
    private final Diagnostics diagnostics;
    private final Shuffle shuffle;
    /** Who castles; with one side, the written squares are that side's, as on the board. */
    private CastlingSides sides = CastlingSides.BOTH;

    /**
     * @param setup the start position, or null when it could not be read (then only the
     *              geometry is checked)
     * @param royal per piece type, whether it is royal
     */
    CastlingExpansion(Board board, Man[] setup, List<Boolean> royal, Diagnostics diagnostics) {
        this(board, setup, royal, diagnostics, null);
    }

    /** @param shuffle the shuffled first rank the 960 form castles from, or null */
    CastlingExpansion(Board board, Man[] setup, List<Boolean> royal, Diagnostics diagnostics, Shuffle shuffle) {
        this.shuffle = shuffle;
        this.board = board;
        this.squares = new ZoneResolver(board, diagnostics);
        this.setup = setup;
        this.royal = royal;
        this.diagnostics = diagnostics;
    }

    List<Castling> expand(CastlingDecl decl) {
        sides = decl.sides();
        List<Castling> out = new ArrayList<>();
        for (CastlingDecl.Rule rule : decl.rules()) {
            int before = out.size();
            if (rule instanceof CastlingDecl.Fixed f) {
                fixed(f, out);
            } else if (rule instanceof CastlingDecl.Shuffled f) {
                shuffled(f, out);
            } else {
                flexible((CastlingDecl.Flexible) rule, out);
            }
            refuseRepeats(rule, out, before);
        }
        return out;
    }

    /** A rule that gives a castling already given (2 000 identical lines) is a slip: told once, kept once. */
    private void refuseRepeats(CastlingDecl.Rule rule, List<Castling> out, int before) {
        List<Castling> earlier = out.subList(0, before);
        List<Castling> added = new ArrayList<>(out.subList(before, out.size()));
        if (added.stream().anyMatch(earlier::contains)) {
            diagnostics.error(rule.span(), "this castling is already given by an earlier rule");
            out.subList(before, out.size()).clear();
            added.stream().filter(c -> !out.contains(c)).forEach(out::add);
        }
    }

    private void fixed(CastlingDecl.Fixed f, List<Castling> out) {
        int kingFrom = king(f.kingFrom());
        int kingTo = square(f.kingTo());
        int rookFrom = rook(f.rookFrom());
        int rookTo = square(f.rookTo());
        if (kingFrom < 0 || kingTo < 0 || rookFrom < 0 || rookTo < 0) {
            return;
        }
        if (kingFrom == kingTo) {
            diagnostics.error(f.kingTo().span(), "the King must move when castling");
        } else if (kingFrom == rookFrom) {
            diagnostics.error(f.rookFrom().span(), "the King and the Rook cannot start on one square");
        } else if (kingTo == rookTo) {
            diagnostics.error(f.rookTo().span(), "the King and the Rook cannot land on one square");
        } else {
            out.add(new Castling(kingFrom, kingTo, rookFrom, rookTo));
        }
    }

    /**
     * 960 castling: from every King square and partner square on that side of him that some
     * array of the shuffle has, to the two squares named. The partner's side is where the King
     * lands seen from the Rook (g1 beyond f1: the Rook on the h side).
     */
    private void shuffled(CastlingDecl.Shuffled f, List<Castling> out) {
        int kingTo = squares.square(f.kingTo());
        int rookTo = squares.square(f.rookTo());
        if (kingTo < 0 || rookTo < 0) {
            return;
        }
        if (sides != CastlingSides.BOTH) {
            diagnostics.error(f.span(), "castling from wherever the King starts is for both sides: write castling { ... }"
                    + " without white or black");
            return;
        }
        if (shuffle == null) {
            diagnostics.error(f.span(), "castling from wherever the King starts needs a shuffled start:"
                    + " write shuffle { ... }, or name the squares: king e1 to g1 with rook h1 to f1");
            return;
        }
        if (kingTo / board.files() != 0 || rookTo / board.files() != 0 || kingTo == rookTo) {
            diagnostics.error(f.span(), "the King and the Rook castle to two squares of the first rank");
            return;
        }
        if (!royal.get(shuffle.inner())) {
            diagnostics.error(f.span(), "castling needs the shuffle's man between the Rooks to be royal");
            return;
        }
        int side = Integer.signum(kingTo - rookTo);
        java.util.TreeSet<Integer> pairs = new java.util.TreeSet<>();
        for (int[] array : StartArrays.placements(shuffle, board.files())) {
            int king = -1;
            for (int file = 0; file < array.length; file++) {
                king = array[file] == shuffle.inner() ? file : king;
            }
            for (int file = 0; file < array.length; file++) {
                if (array[file] == shuffle.outer() && Integer.signum(file - king) == side) {
                    pairs.add(king * board.files() + file);
                }
            }
        }
        for (int pair : pairs) {
            out.add(new Castling(pair / board.files(), kingTo, pair % board.files(), rookTo));
        }
    }

    /** The King goes k squares toward the Rook, which lands next to it on the other side. */
    private void flexible(CastlingDecl.Flexible f, List<Castling> out) {
        int kingFrom = king(f.kingFrom());
        int rookFrom = rook(f.rookFrom());
        if (kingFrom < 0 || rookFrom < 0) {
            return;
        }
        int rank = kingFrom / board.files();
        if (rookFrom / board.files() != rank || kingFrom == rookFrom) {
            diagnostics.error(f.rookFrom().span(), "the Rook must stand on the King's rank, on another square");
            return;
        }
        int kingFile = kingFrom % board.files();
        int distance = Math.abs(rookFrom % board.files() - kingFile);
        int toward = Integer.signum(rookFrom % board.files() - kingFile);
        if (f.first().value() < 1 || f.first().value() > f.last().value()) {
            diagnostics.error(f.first().span(), "the King's moves must be a range such as 1..5, from at least 1");
            return;
        }
        if (f.last().value() >= distance) {
            diagnostics.error(f.last().span(), "the King can move at most " + (distance - 1)
                    + " squares toward that Rook, which stands " + distance + " away");
            return;
        }
        for (int k = f.first().value(); k <= f.last().value(); k++) {
            int kingTo = board.square(kingFile + toward * k, rank);
            out.add(new Castling(kingFrom, kingTo, rookFrom, kingTo - toward));
        }
    }

    /**
     * The written square in White's terms: with {@code castling black}, the squares are Black's as
     * on the board, so their mirror is White's.
     */
    private int square(Word word) {
        int square = squares.square(word);
        return square >= 0 && sides == CastlingSides.BLACK ? board.mirror(square) : square;
    }

    private int king(Word word) {
        int square = square(word);
        if (square >= 0 && setup != null && sides == CastlingSides.BLACK) {
            return blackMirror(square, true) ? square : refuseOneSide(word, "a Black royal piece");
        }
        if (square >= 0 && setup != null) {
            Man man = setup[square];
            if (man == null || man.side() != 0 || !(commonKing() || royal.get(man.piece()))) {
                diagnostics.error(word.span(), "castling needs a White royal piece on " + word.text()
                        + " in the setup" + oneSideHint(man));
                return -1;
            }
            if (sides == CastlingSides.BOTH && !blackMirror(square, true)) {
                diagnostics.error(word.span(), "castling needs a Black royal piece on "
                        + SquareNames.name(board, board.mirror(square)) + " in the setup too (Black castles"
                        + " as White's mirror image): put one there or drop this castling");
                return -1;
            }
        }
        return square;
    }

    private int rook(Word word) {
        int square = square(word);
        if (square >= 0 && setup != null && sides == CastlingSides.BLACK) {
            return blackMirror(square, false) ? square : refuseOneSide(word, "a Black Rook (a non-royal man)");
        }
        if (square >= 0 && setup != null) {
            Man man = setup[square];
            if (man == null || man.side() != 0 || !commonKing() && royal.get(man.piece())) {
                diagnostics.error(word.span(), "castling needs a White Rook (a non-royal man) on " + word.text()
                        + " in the setup" + oneSideHint(man));
                return -1;
            }
            if (sides == CastlingSides.BOTH && !blackMirror(square, false)) {
                diagnostics.error(word.span(), "castling needs a Black Rook (a non-royal man) on "
                        + SquareNames.name(board, board.mirror(square)) + " in the setup too (Black castles"
                        + " as White's mirror image): put one there or drop this castling");
                return -1;
            }
        }
        return square;
    }

    /** Black's man where White's was expected: the writer likely meant Black alone. */
    private String oneSideHint(Man man) {
        return sides == CastlingSides.BOTH && man != null && man.side() == 1
                ? " (castling { ... } names White's squares, Black's mirror them; for Black alone write castling black { ... })"
                : "";
    }

    private int refuseOneSide(Word word, String wanted) {
        diagnostics.error(word.span(), "castling black needs " + wanted + " on " + word.text()
                + " in the setup (castling black names Black's squares as they stand on the board)");
        return -1;
    }

    /** Black castles as the mirror image of White: its King or Rook must stand on the mirrored square. */
    private boolean blackMirror(int square, boolean king) {
        Man man = setup[board.mirror(square)];
        if (commonKing()) {
            // Castling black alone: any Black man; with both sides, the same type as White's.
            return man != null && man.side() == 1
                    && (sides == CastlingSides.BLACK || man.piece() == setup[square].piece());
        }
        return man != null && man.side() == 1 && royal.get(man.piece()) == king;
    }

    /** Without royal pieces the castling King is a common man (Giveaway, Extinction): any man may be it. */
    private boolean commonKing() {
        return !royal.contains(true);
    }
}
