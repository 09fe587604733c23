package org.variantc.runtime;

import java.util.ArrayList;
import java.util.List;

import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;

/**
 * Coordinate move notation, the UCI form extended: {@code e2e4}; promotion {@code e7e8q},
 * {@code e11e12sc}; a declined optional promotion {@code b10c12=}; locust and overtake captures
 * with their victims in path order, {@code d1d4xd2xd3}, before any promotion mark
 * ({@code f10f12xf11s}, {@code f10f12xf11=}); castling as the King's from and to,
 * with {@code O} appended when that King could also step there plainly ({@code g1f1O}), or in a
 * shuffled start (Chess960) as the King's square and his Rook's ({@code e1h1}, UCI_Chess960's
 * form; the King's move is read too where nothing else makes it); drops
 * {@code P@e4}, {@code SC@e4}. A move that also places the Duck (Duck chess) adds, as
 * Fairy-Stockfish writes it, a comma and the Duck's move from the man's destination:
 * {@code e2e4,e4e5}, {@code e7e8q,e8d5}.
 */
public final class MoveNotation {
    private MoveNotation() {
    }

    /** The legal moves of {@code pos} in canonical text, in generation order. */
    public static List<String> legal(Position pos) {
        List<String> texts = new ArrayList<>();
        for (long move : pos.legalMoves()) {
            texts.add(format(pos, move));
        }
        return texts;
    }

    /** The canonical text of a move generated for {@code pos}. */
    public static String format(Position pos, long move) {
        int wall = Move.wall(move);
        if (wall < 0) {
            return manMove(pos, move);
        }
        String squares = pos.book.rules.squareName(Move.to(move)) + pos.book.rules.squareName(wall);
        return manMove(pos, Move.withoutWall(move)) + "," + squares;
    }

    private static String manMove(Position pos, long move) {
        Rulebook book = pos.book;
        int from = Move.from(move);
        int to = Move.to(move);
        if (Move.isDrop(move)) {
            return book.rules.pieces().get(Move.type(move)).id().toUpperCase() + "@" + book.rules.squareName(to);
        }
        if (Move.isCastle(move) && book.rules.shuffle() != null) {
            // Chess960's UCI form, the King takes his own Rook: the King may not move at all.
            return book.rules.squareName(from) + book.rules.squareName(book.castlings[Move.index(move)].rookFrom());
        }
        StringBuilder sb = new StringBuilder();
        sb.append(book.rules.squareName(from)).append(book.rules.squareName(to));
        if (Move.kind(move) == Move.PATH) {
            Path path = book.path(move, pos.side);
            for (int k = 0; k < path.squares().length - 1; k++) {
                if (path.conditions()[k] == Step.CAPTURE) {
                    sb.append('x').append(book.rules.squareName(path.squares()[k]));
                }
            }
        }
        // The promotion comes last, as in UCI: a victim is x and a square (with digits), a
        // promotion id has none, so f10f12xf11s and f11f12x each read one way only.
        int promotion = Move.promotion(move);
        if (promotion >= 0) {
            sb.append(book.rules.pieces().get(promotion).id().toLowerCase());
        } else if (Move.isDeclined(move)) {
            sb.append('=');
        }
        if (Move.isCastle(move) && reaches(book.moves[Move.type(move)][pos.side][from], to)) {
            sb.append('O');
        }
        return sb.toString();
    }

    /** Whether any component of the square's moves lands on {@code to}, whatever the board. */
    private static boolean reaches(SquareMoves sm, int to) {
        for (Leap leap : sm.leaps()) {
            if (leap.target() == to) {
                return true;
            }
        }
        for (Ray ray : sm.rays()) {
            for (int sq : ray.squares()) {
                if (sq == to) {
                    return true;
                }
            }
        }
        for (Path path : sm.paths()) {
            if (path.destination() == to) {
                return true;
            }
        }
        return false;
    }

    /**
     * The legal move the text names: its canonical form, or the form without {@code =} or
     * {@code O} when only one legal move fits.
     *
     * @throws IllegalMoveException when the text is malformed, ambiguous or not legal here
     */
    public static long parse(Position pos, String text) {
        String t = text == null ? "" : text.trim();
        if (!t.matches("([a-z][0-9]{1,2}[a-z][0-9]{1,2}(x[a-z][0-9]{1,2})*([a-z]{1,2}|=)?O?"
                + "|[A-Za-z]{1,2}@[a-z][0-9]{1,2})(,[a-z][0-9]{1,2}[a-z][0-9]{1,2})?")) {
            throw new IllegalMoveException("'" + t + "' is not a move in coordinate notation"
                    + " (e2e4, e7e8q, b10c12=, e1e3xe2, g1f1O, P@e4, e2e4,e4e5)");
        }
        MoveList legal = pos.legalMoves();
        String wanted = t.contains("@") ? t.substring(0, t.indexOf('@')).toUpperCase() + t.substring(t.indexOf('@')) : t;
        List<Long> loose = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int i = 0; i < legal.size(); i++) {
            long m = legal.get(i);
            String canonical = format(pos, m);
            if (canonical.equals(wanted)) {
                return m;
            }
            boolean kingsMove = Move.isCastle(m) && (pos.book.rules.squareName(Move.from(m))
                    + pos.book.rules.squareName(Move.to(m))).equals(wanted);
            if (canonical.replace("=", "").replace("O", "").equals(wanted) || kingsMove) {
                loose.add(m);
                names.add(canonical);
            }
        }
        if (loose.size() == 1) {
            return loose.get(0);
        }
        if (loose.size() > 1) {
            throw new IllegalMoveException("'" + t + "' is ambiguous: it could be " + String.join(" or ", names));
        }
        throw new IllegalMoveException("'" + t + "' is not a legal move in this position");
    }
}
