package org.variantc.runtime.notation;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.moves.CapturedMen;
import org.variantc.runtime.moves.Gates;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.CastlingMove;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Step;
import org.variantc.runtime.rules.VariantRules;

/**
 * Standard algebraic notation (SAN), extended to every move a compiled variant can make.
 *
 * <p>Standard: the piece's id ({@code N}, two-letter {@code SC}), none for the variant's Pawn
 * (the one type whose advances reset the move count); the origin's file, else rank, else square
 * when another man of the type could go to the same square with the same capture mark (a Pawn's
 * capture always names its file); {@code x} for a capture, en passant included; the destination;
 * {@code =Q} for a promotion; {@code +} for check and {@code #} for mate. {@code O-O} and
 * {@code O-O-O} name a side's FIDE-like castlings (the King goes two or more squares along its
 * rank, the partner lands beside it on the square it crossed; at most one each way), the short one
 * being the one with the nearer partner. Drops: {@code P@e4}, {@code N@f3+}.
 *
 * <p>Extensions for moves SAN cannot say: a declined optional promotion ends with a bare
 * {@code =} ({@code c12=}); men captured on the way by a locust or overtake move follow the
 * destination, each as {@code x} and its square, in path order ({@code Cd4xd2xd3}), before any
 * promotion, in the order of the coordinate form ({@code Sf12xf11=S}); any other
 * castling is the King's move with {@code O} appended ({@code Kb1O}), followed by the partner's
 * square when two castlings share the King's move ({@code Kg1Oh1}). A man gated from hand
 * (Seirawan) follows as {@code /} and its id, as Fairy-Stockfish writes it ({@code Nc6/E}), on a
 * castling with the square it enters ({@code O-O/He1}, {@code O-O/Hh1}); parsing also takes a
 * lower-case id and, where it says which, a castling's gate without its square. A move that also
 * places the Duck ends, as in Fairy-Stockfish's SAN, with a comma and the Duck's square; the men a
 * move burns (Tenjiku's Fire Demon) follow the promotion, each as {@code ^} and its square
 * ({@code Nf3,e5}).
 *
 * <p>Parsing accepts the canonical text and common sloppiness: a missing or wrong {@code +} or
 * {@code #}, annotations {@code !?}, a missing {@code x}, {@code 0-0}, a needless origin, a
 * Pawn's {@code P}, a promotion without {@code =} or in lower case, a declined promotion without
 * {@code =}, the castling's King move with or without {@code O}, a lower-case dropped id, and the
 * coordinate notation of {@link MoveNotation}. Anything that fits several legal moves is refused
 * as ambiguous, with their names.
 */
public final class San {
    private San() {
    }

    /** The SAN of a move generated for {@code pos}, with its check or mate mark. */
    public static String format(Position pos, long move) {
        return body(pos, move, pos.legalMoves()) + checkMark(pos, move);
    }

    /**
     * The legal move the text names.
     *
     * @throws IllegalMoveException when the text is empty, ambiguous or no legal move here
     */
    public static long parse(Position pos, String text) {
        String t = strip(text);
        if (t.isEmpty()) {
            throw new IllegalMoveException("'" + (text == null ? "" : text.trim()) + "' is not a move");
        }
        MoveList legal = pos.legalMoves();
        List<Long> candidates = new ArrayList<>();
        for (int i = 0; i < legal.size(); i++) {
            long m = legal.get(i);
            if (Move.isCastle(m) || t.contains(pos.rules().squareName(Move.to(m)))) {
                candidates.add(m); // every spelling names the destination, but O-O
            }
        }
        List<Long> exact = new ArrayList<>();
        for (long m : candidates) {
            if (body(pos, m, legal).equals(t)) {
                exact.add(m);
            }
        }
        if (exact.size() == 1) {
            return exact.get(0);
        }
        List<Long> loose = new ArrayList<>();
        for (long m : candidates) {
            if (spellings(pos, m, legal).contains(t)) {
                loose.add(m);
            }
        }
        if (loose.size() == 1) {
            return loose.get(0);
        }
        if (loose.size() > 1) {
            List<String> names = new ArrayList<>();
            for (long m : loose) {
                names.add(body(pos, m, legal));
            }
            throw new IllegalMoveException("'" + t + "' is ambiguous: it could be " + String.join(" or ", names));
        }
        try {
            return MoveNotation.parse(pos, t);
        } catch (IllegalMoveException e) {
            throw new IllegalMoveException("'" + t + "' is not a legal move in this position"
                    + " (SAN such as e4, Nf3, exd5, e8=Q, O-O, P@e4, or coordinates such as e2e4)");
        }
    }

    /** The text without check marks and annotations, with zeros for castling read as O. */
    private static String strip(String text) {
        String t = text == null ? "" : text.trim();
        int end = t.length();
        while (end > 0 && "+#!?".indexOf(t.charAt(end - 1)) >= 0) {
            end--;
        }
        t = t.substring(0, end);
        if (t.equals("0-0") || t.equals("0-0-0")) {
            t = t.replace('0', 'O');
        }
        return t;
    }

    private static String checkMark(Position pos, long move) {
        pos.make(move);
        try {
            if (!pos.inCheck()) {
                return "";
            }
            return pos.legalMoves().isEmpty() ? "#" : "+";
        } finally {
            pos.unmake();
        }
    }

    /** The SAN without its check mark. */
    static String body(Position pos, long move, MoveList legal) {
        if (Move.wall(move) >= 0) {
            return body(pos, Move.withoutWall(move), legal) + "," + pos.rules().squareName(Move.wall(move));
        }
        return plainBody(pos, move, legal) + gateMark(pos, move, Move.gate(move) < 0 ? "" : pos.rules().pieces()
                .get(Move.gate(move)).id(), Move.isCastle(move));
    }

    /** {@code /E}, on a castling {@code /He1}: the man gated from hand and, where it is not plain, his square. */
    private static String gateMark(Position pos, long move, String id, boolean square) {
        if (Move.gate(move) < 0) {
            return "";
        }
        return "/" + id + (square ? pos.rules().squareName(Gates.square(pos.book, move)) : "");
    }

    /** The SAN without the gated man and the check mark. */
    private static String plainBody(Position pos, long move, MoveList legal) {
        VariantRules rules = pos.rules();
        int to = Move.to(move);
        int type = Move.type(move);
        if (Move.isDrop(move)) {
            // A face-up drop (Kyoto Shogi) is +N@a5, apart from the plain N@a5.
            return (Move.promotion(move) >= 0 ? "+" : "") + rules.pieces().get(type).id() + "@" + rules.squareName(to);
        }
        if (Move.isPickup(move)) {
            // Sjaak II's spelling: the man's letter (a Pawn's too), ^ and its square.
            return rules.pieces().get(type).id() + "^" + rules.squareName(to);
        }
        if (Move.isPass(move)) {
            // The royal man "moves" to its own square: no other move of it can land there.
            return rules.pieces().get(type).id() + rules.squareName(to);
        }
        if (Move.isCastle(move)) {
            String name = castlingName(pos.book, pos.book.castlings[Move.index(move)]);
            if (name != null) {
                return name;
            }
        }
        boolean pawn = type == pawnType(rules);
        boolean capture = isCapture(pos, move);
        StringBuilder sb = new StringBuilder();
        if (!pawn) {
            sb.append(rules.pieces().get(type).id());
        }
        sb.append(origin(pos, move, legal, pawn && capture));
        if (capture) {
            sb.append('x');
        }
        sb.append(rules.squareName(to));
        sb.append(victims(pos, move, "x"));
        sb.append(promotion(rules, move));
        sb.append(burnt(pos, move));
        if (Move.isCastle(move)) {
            sb.append('O').append(partnerIfShared(pos, move, legal));
        }
        return sb.toString();
    }

    /** Every text {@link #parse} takes for the move (without check marks), the canonical one first. */
    private static Set<String> spellings(Position pos, long move, MoveList legal) {
        if (Move.wall(move) >= 0) {
            String duck = "," + pos.rules().squareName(Move.wall(move));
            Set<String> out = new LinkedHashSet<>();
            for (String man : spellings(pos, Move.withoutWall(move), legal)) {
                out.add(man + duck);
            }
            return out;
        }
        Set<String> plain = plainSpellings(pos, move, legal);
        if (Move.gate(move) < 0) {
            return plain;
        }
        Set<String> out = new LinkedHashSet<>();
        out.add(body(pos, move, legal));
        String id = pos.rules().pieces().get(Move.gate(move)).id();
        for (String p : plain) {
            for (String gated : List.of(id, id.toLowerCase())) {
                out.add(p + gateMark(pos, move, gated, false));
                out.add(p + gateMark(pos, move, gated, true));
            }
        }
        return out;
    }

    /** The spellings of the move without its gated man. */
    private static Set<String> plainSpellings(Position pos, long move, MoveList legal) {
        VariantRules rules = pos.rules();
        Set<String> out = new LinkedHashSet<>();
        out.add(plainBody(pos, move, legal));
        int to = Move.to(move);
        int type = Move.type(move);
        String id = rules.pieces().get(type).id();
        String square = rules.squareName(to);
        if (Move.isDrop(move)) {
            boolean face = Move.promotion(move) >= 0;
            out.add((face ? "+" : "") + id.toLowerCase() + "@" + square);
            if (type == pawnType(rules) && !face) {
                out.add("@" + square);
            }
            return out;
        }
        if (Move.isPickup(move)) {
            out.add(id.toLowerCase() + "^" + square);
            out.add("@@" + square);
            if (type == pawnType(rules)) {
                out.add("^" + square);
            }
            return out;
        }
        String from = rules.squareName(Move.from(move));
        String file = from.substring(0, 1);
        String rank = from.substring(1);
        boolean pawn = type == pawnType(rules);
        List<String> letters = pawn ? List.of("", "P") : List.of(id);
        List<String> origins = List.of("", file, rank, from);
        List<String> marks = isCapture(pos, move) ? List.of("x", "") : List.of("");
        List<String> promotions = new ArrayList<>();
        int promotion = Move.promotion(move);
        if (promotion >= 0) {
            String p = rules.pieces().get(promotion).id();
            promotions.addAll(List.of("=" + p, p, "=" + p.toLowerCase(), p.toLowerCase()));
        } else {
            promotions.addAll(Move.isDeclined(move) ? List.of("=", "") : List.of(""));
        }
        List<String> victims = List.of(victims(pos, move, "x"), victims(pos, move, ""));
        List<String> burns = burnt(pos, move).isEmpty() ? List.of("") : List.of(burnt(pos, move), "");
        List<String> castles = Move.isCastle(move)
                ? List.of("O" + partnerIfShared(pos, move, legal), "O", "") : List.of("");
        for (String letter : letters) {
            for (String origin : origins) {
                for (String mark : marks) {
                    for (String p : promotions) {
                        for (String v : victims) {
                            for (String b : burns) {
                                for (String c : castles) {
                                    out.add(letter + origin + mark + square + v + p + b + c);
                                }
                            }
                        }
                    }
                }
            }
        }
        return out;
    }

    /**
     * The variant's Pawn, written without a letter in SAN: the only type whose advances reset the
     * move count, or -1.
     */
    public static int pawnType(VariantRules rules) {
        int found = -1;
        for (int t = 0; t < rules.pieces().size(); t++) {
            if (rules.pieces().get(t).resetsClock()) {
                if (found >= 0) {
                    return -1;
                }
                found = t;
            }
        }
        return found;
    }

    /**
     * The men a move burns (Tenjiku's Fire Demon), each as {@code ^} and its square, after the
     * promotion: the enemy men beside a burner's destination, or the mover itself, on its
     * destination, when it ends beside an enemy burner ({@code FIh9^g10^i10}, {@code Ph6^h6});
     * parsing takes the move without them too. Read from the board before the move.
     */
    private static String burnt(Position pos, long move) {
        if (pos.book.burns == null || Move.isDrop(move) || Move.isCastle(move) || Move.isPass(move)) {
            return "";
        }
        int us = pos.side();
        int to = Move.to(move);
        StringBuilder sb = new StringBuilder();
        if (pos.book.burns.besideBurner(pos, us, to)) {
            return "^" + pos.rules().squareName(to);
        }
        if (pos.book.burns.burns(Move.type(move))) {
            for (int sq : pos.book.burns.victims(pos, us, to)) {
                sb.append('^').append(pos.rules().squareName(sq));
            }
        }
        return sb.toString();
    }

    /** The {@code x} before the destination: a capture on arrival; the victims on the way follow it. */
    private static boolean isCapture(Position pos, long move) {
        return CapturedMen.onArrival(pos, move) >= 0;
    }

    /**
     * What of the origin tells this move from the other moves of its type to the same square with
     * the same capture mark: nothing, the file, the rank or the square. A Pawn's capture always
     * names its file.
     */
    private static String origin(Position pos, long move, MoveList legal, boolean pawnCapture) {
        int from = Move.from(move);
        boolean other = false;
        boolean sameFile = false;
        boolean sameRank = false;
        for (int i = 0; i < legal.size(); i++) {
            long m = legal.get(i);
            if (Move.from(m) == from || Move.isDrop(m) || Move.isCastle(m) || Move.isCastle(move)
                    || Move.type(m) != Move.type(move) || Move.to(m) != Move.to(move)
                    || isCapture(pos, m) != isCapture(pos, move)) {
                continue;
            }
            other = true;
            sameFile |= pos.rules().fileOf(Move.from(m)) == pos.rules().fileOf(from);
            sameRank |= pos.rules().rankOf(Move.from(m)) == pos.rules().rankOf(from);
        }
        String square = pos.rules().squareName(from);
        String file = square.substring(0, 1);
        if (pawnCapture) {
            return sameFile ? square : file;
        }
        if (!other) {
            return "";
        }
        if (!sameFile) {
            return file;
        }
        return sameRank ? square : square.substring(1);
    }

    private static String promotion(VariantRules rules, long move) {
        int promotion = Move.promotion(move);
        if (promotion >= 0) {
            return "=" + rules.pieces().get(promotion).id();
        }
        return Move.isDeclined(move) ? "=" : "";
    }

    /** The men a path move captures before its destination, each as {@code mark} and its square. */
    private static String victims(Position pos, long move, String mark) {
        if (Move.kind(move) != Move.PATH) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        Path path = pos.book.path(move, pos.side());
        for (int k = 0; k < path.squares().length - 1; k++) {
            if (path.conditions()[k] == Step.CAPTURE) {
                sb.append(mark).append(pos.rules().squareName(path.squares()[k]));
            }
        }
        return sb.toString();
    }

    /** The partner's square when another legal castling moves the King alike, else nothing. */
    private static String partnerIfShared(Position pos, long move, MoveList legal) {
        for (int i = 0; i < legal.size(); i++) {
            long m = legal.get(i);
            if (Move.isCastle(m) && Move.index(m) != Move.index(move) && Move.from(m) == Move.from(move)
                    && Move.to(m) == Move.to(move)) {
                return pos.rules().squareName(pos.book.castlings[Move.index(move)].rookFrom());
            }
        }
        return "";
    }

    /** {@code O-O} or {@code O-O-O} when the castling is FIDE-like, else null. */
    static String castlingName(Rulebook book, CastlingMove c) {
        if (book.rules.start().shuffle() != null) {
            // Chess960: the King's side of the Rook says which, however far either goes.
            return book.rules.fileOf(c.rookFrom()) > book.rules.fileOf(c.kingFrom()) ? "O-O" : "O-O-O";
        }
        int direction = fideLikeDirection(book, c);
        if (direction == 0) {
            return null;
        }
        CastlingMove other = null;
        for (CastlingMove o : book.castlings) {
            if (o != c && o.side() == c.side() && o.kingFrom() == c.kingFrom()) {
                int d = fideLikeDirection(book, o);
                if (d == direction) {
                    return null; // two the same way: O-O would not say which
                }
                if (d != 0) {
                    other = o;
                }
            }
        }
        boolean shorter;
        if (other == null) {
            shorter = direction > 0;
        } else {
            int mine = Math.abs(book.rules.fileOf(c.rookFrom()) - book.rules.fileOf(c.kingFrom()));
            int theirs = Math.abs(book.rules.fileOf(other.rookFrom()) - book.rules.fileOf(other.kingFrom()));
            shorter = mine < theirs || mine == theirs && direction > 0;
        }
        return shorter ? "O-O" : "O-O-O";
    }

    /**
     * +1 or -1 (toward higher or lower files) when the King goes two or more squares along its
     * rank toward a partner on that rank, which lands beside it on the square it crossed; else 0.
     */
    private static int fideLikeDirection(Rulebook book, CastlingMove c) {
        VariantRules r = book.rules;
        int rank = r.rankOf(c.kingFrom());
        if (r.rankOf(c.kingTo()) != rank || r.rankOf(c.rookFrom()) != rank || r.rankOf(c.rookTo()) != rank) {
            return 0;
        }
        int step = r.fileOf(c.kingTo()) - r.fileOf(c.kingFrom());
        int direction = Integer.signum(step);
        boolean partnerBeyond = (r.fileOf(c.rookFrom()) - r.fileOf(c.kingFrom())) * direction > 0;
        boolean landsBeside = r.fileOf(c.rookTo()) == r.fileOf(c.kingTo()) - direction;
        return Math.abs(step) >= 2 && partnerBeyond && landsBeside ? direction : 0;
    }
}
