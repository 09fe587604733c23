package org.variantc.runtime.notation;

import java.util.ArrayList;
import java.util.List;

import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.CastlingMove;
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
 * {@code P@e4}, {@code SC@e4}, a man dropped as its promoted form {@code +N@a5};
 * a man gated from hand (Seirawan) as Fairy-Stockfish writes it, his
 * id in lower case after the move ({@code b8c6e}), on a castling the King's move when he enters
 * the King's square ({@code e1g1h}), the Rook's square and the King's when he enters the Rook's
 * ({@code h1e1h}). A move that also places the Duck (Duck chess) adds, as
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
            // A face-up drop (Kyoto Shogi) as Fairy-Stockfish writes it: +N@a5.
            String face = Move.promotion(move) >= 0 ? "+" : "";
            return face + book.rules.pieces().get(Move.type(move)).id().toUpperCase() + "@" + book.rules.squareName(to);
        }
        if (Move.isPickup(move)) {
            // Sjaak II's long form (its XBoard and UCI one): @@ and the man's square.
            return "@@" + book.rules.squareName(from);
        }
        if (Move.isCastle(move) && book.rules.start().shuffle() != null) {
            // Chess960's UCI form, the King takes his own Rook: the King may not move at all.
            return book.rules.squareName(from) + book.rules.squareName(book.castlings[Move.index(move)].rookFrom());
        }
        if (Move.gate(move) >= 0) {
            return gated(pos, move);
        }
        StringBuilder sb = new StringBuilder();
        sb.append(book.rules.squareName(from)).append(book.rules.squareName(to));
        if (Move.kind(move) == Move.PATH) {
            Path path = book.path(move, pos.side());
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
        if (Move.isCastle(move) && reaches(book.moves[Move.type(move)][pos.side()][from], to)) {
            sb.append('O');
        }
        return sb.toString();
    }

    /**
     * The move as Fairy-Stockfish (and XBoard) writes it: a man turning into its {@code +X} form
     * (in a Shogi, any promotion of a man that has none) is {@code c2c3+}, a promoted man turning back {@code c3c5-}, a declined promotion has no
     * {@code =}, a castling no {@code O}. Everything else is written as ours.
     */
    public static String fairyStockfish(Position pos, long move) {
        String text = format(pos, move);
        int promotion = Move.promotion(move);
        if (promotion >= 0 && !Move.isDrop(move) && Move.wall(move) < 0 && Move.gate(move) < 0) {
            String id = pos.book.rules.pieces().get(promotion).id().toLowerCase();
            int type = Move.type(move);
            if (pos.book.plusOf[promotion] == type) {
                return text.substring(0, text.length() - id.length()) + "+";
            }
            if (pos.book.plusOf[type] == promotion) {
                return text.substring(0, text.length() - id.length()) + "-";
            }
            if (pos.book.plusForm[type] < 0 && pos.book.plusOf[promotion] < 0 && shogi(pos.book)) {
                // A Shogi's promotion into a type written otherwise (Tenjiku's Bishop General to Vice General).
                return text.substring(0, text.length() - id.length()) + "+";
            }
        }
        if (Move.isDeclined(move) && text.endsWith("=")) {
            return text.substring(0, text.length() - 1);
        }
        if (Move.isCastle(move) && text.endsWith("O")) {
            return text.substring(0, text.length() - 1);
        }
        return text;
    }

    /** Whether some type is written +X: a Shogi, whose every promotion is written '+'. */
    private static boolean shogi(Rulebook book) {
        return java.util.Arrays.stream(book.plusOf).anyMatch(t -> t >= 0);
    }

    /** A gated move: the move without the gate, then the gated id; a castling's on the Rook's square reversed. */
    private static String gated(Position pos, long move) {
        Rulebook book = pos.book;
        String id = book.rules.pieces().get(Move.gate(move)).id().toLowerCase();
        if (Move.isCastle(move) && Move.gatesOnPartner(move)) {
            CastlingMove c = book.castlings[Move.index(move)];
            return book.rules.squareName(c.rookFrom()) + book.rules.squareName(c.kingFrom()) + id;
        }
        long plain = move & ~(((long) Move.TYPE_MASK << Move.GATE_SHIFT) | Move.GATE_ON_PARTNER);
        return format(pos, plain) + id;
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
        for (org.variantc.runtime.rules.Bend bend : sm.bends()) {
            for (int sq : bend.landings()) {
                if (sq == to) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * Fairy-Stockfish's Shogi forms: {@code c2c3+} promotes into the type written {@code +X} for
     * the man, {@code c3c5-} turns a promoted man back into what it is the promoted form of.
     */
    private static boolean turns(Position pos, long m, String canonical, String wanted) {
        int promotion = Move.promotion(m);
        char sign = wanted.charAt(wanted.length() - 1);
        if (promotion < 0 || sign != '+' && sign != '-') {
            return false;
        }
        String id = pos.book.rules.pieces().get(promotion).id().toLowerCase();
        String squares = canonical.substring(0, canonical.length() - id.length());
        int type = Move.type(m);
        // '+' also names a promotion into a type written otherwise, when the man has no +X form
        // (Tenjiku's Bishop General becoming a Vice General, a type of the start); the text must
        // still fit one legal move alone.
        boolean fits = sign == '+' ? pos.book.plusOf[promotion] == type
                || pos.book.plusForm[type] < 0 && pos.book.plusOf[promotion] < 0
                : pos.book.plusOf[type] == promotion;
        return fits && (squares + sign).equals(wanted);
    }

    /**
     * The legal move the text names: its canonical form, or the form without {@code =} or
     * {@code O} when only one legal move fits.
     *
     * @throws IllegalMoveException when the text is malformed, ambiguous or not legal here
     */
    public static long parse(Position pos, String text) {
        String t = text == null ? "" : text.trim();
        if (!t.matches("([a-z][0-9]{1,2}[a-z][0-9]{1,2}(x[a-z][0-9]{1,2})*([a-z]{1,2}|=|[+-])?O?"
                + "|\\+?[A-Za-z]{1,2}@[a-z][0-9]{1,2}|@@[a-z][0-9]{1,2})(,[a-z][0-9]{1,2}[a-z][0-9]{1,2})?")) {
            throw new IllegalMoveException("'" + t + "' is not a move in coordinate notation"
                    + " (e2e4, e7e8q, b10c12=, e1e3xe2, g1f1O, P@e4, @@e2, e2e4,e4e5)");
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
            if (canonical.replace("=", "").replace("O", "").equals(wanted) || kingsMove || turns(pos, m, canonical, wanted)) {
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
