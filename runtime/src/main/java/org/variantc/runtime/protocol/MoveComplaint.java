package org.variantc.runtime.protocol;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.VariantRules;

/**
 * Why a move a person typed in the terminal was refused, said so that it points at the fix: the
 * square is empty, that man cannot go there (and where it can), the promotion piece is missing,
 * there is no such piece, the King is in check, or the text is no move at all.
 */
final class MoveComplaint {
    private static final Pattern COORDINATES = Pattern.compile("([a-z]\\d{1,2})[-x]?([a-z]\\d{1,2}).*");
    private static final Pattern DROP = Pattern.compile("([A-Z]{1,2})@([a-z]\\d{1,2})");
    private static final Pattern PIECE_MOVE = Pattern.compile("([A-Z]{1,2})[a-z]?\\d{0,2}x?([a-z]\\d{1,2})(=.*)?");
    private static final Pattern PAWN_MOVE = Pattern.compile("(?:[a-z]x)?([a-z]\\d{1,2})(=.*)?");
    private static final int SHOWN = 12;

    private final Position position;
    private final VariantRules rules;
    private final LegalMoves legal;
    private final int side;

    private MoveComplaint(Position position) {
        this.position = position;
        this.rules = position.rules();
        this.legal = new LegalMoves(position);
        this.side = position.sideToMove();
    }

    /**
     * The complaint about {@code typed}, which the move parser refused with {@code reason}; an
     * ambiguity keeps the parser's words, which name the candidates.
     */
    static String of(Position position, String typed, String reason) {
        if (reason != null && reason.contains("ambiguous")) {
            return reason;
        }
        String t = typed.trim().replaceAll("[+#!?]+$", "");
        MoveComplaint c = new MoveComplaint(position);
        String why = c.explain(t);
        return position.inCheck() && why.startsWith("'") ? why + "; you are in check" : why;
    }

    private String explain(String t) {
        String promotion = promotionMissing(t);
        if (promotion != null) {
            return promotion;
        }
        String casing = wrongCase(t);
        if (casing != null) {
            return casing;
        }
        Matcher m;
        if ((m = COORDINATES.matcher(t)).matches()) {
            return fromSquare(t, m.group(1));
        }
        if (t.startsWith("O-O") || t.startsWith("0-0")) {
            return "'" + t + "': you cannot castle that way now" + (position.inCheck() ? " (you are in check)" : "");
        }
        if ((m = DROP.matcher(t)).matches()) {
            return drop(t, m.group(1), m.group(2));
        }
        if ((m = PIECE_MOVE.matcher(t)).matches()) {
            return pieceMove(t, m.group(1), m.group(2));
        }
        if ((m = PAWN_MOVE.matcher(t)).matches()) {
            int pawn = San.pawnType(rules);
            return pawn < 0 ? squareOnly(t, m.group(1)) : noneCanGo(t, pawn, m.group(1));
        }
        return notAMove(t);
    }

    /** "e8" or "e7e8" where the move is legal only with a promotion piece named. */
    private String promotionMissing(String t) {
        List<String> with = new ArrayList<>();
        var all = legal.all();
        for (String san : all) {
            String body = san.replaceAll("[+#]+$", "");
            if (body.startsWith(t + "=") && body.length() > t.length() + 1) {
                with.add(body);
            }
        }
        if (with.isEmpty() && COORDINATES.matcher(t).matches()) {
            for (String text : MoveNotation.legal(position)) {
                if (text.startsWith(t) && text.length() > t.length() && Character.isLetter(text.charAt(t.length()))) {
                    with.add(text);
                }
            }
        }
        return with.isEmpty() ? null : "'" + t + "' promotes: say to what, " + list(with);
    }

    /** "nf3" for "Nf3", "fwc3" for "FWc3": ids are upper case, squares lower case. */
    private String wrongCase(String t) {
        List<String> same = new ArrayList<>();
        for (String san : legal.all()) {
            String body = san.replaceAll("[+#]+$", "");
            if (body.equalsIgnoreCase(t) && !body.equals(t)) {
                same.add(body);
            }
        }
        return same.size() == 1 ? "'" + t + "' is not a move here; did you mean " + same.get(0)
                + "? (piece letters are upper case, squares lower case)" : null;
    }

    private String fromSquare(String t, String from) {
        int sq = LegalMoves.square(rules, from);
        if (sq < 0) {
            return "'" + t + "': there is no square " + from + " on this board";
        }
        int type = position.typeAt(sq);
        if (type < 0) {
            return "'" + t + "': there is no man on " + from;
        }
        String man = rules.pieces().get(type).name() + " on " + from;
        if (position.sideAt(sq) != side) {
            return "'" + t + "': the " + man + " is " + sideName(1 - side) + "'s; " + sideName(side) + " is to move";
        }
        List<String> moves = legal.from(sq);
        return "'" + t + "': the " + man + (moves.isEmpty() ? " has no legal move" : " cannot do that; it can play " + list(moves));
    }

    private String drop(String t, String id, String to) {
        int type = rules.pieceType(id);
        if (!rules.placing().drops().enabled()) {
            return "'" + t + "': there are no drops in " + rules.name();
        }
        if (type < 0) {
            return unknownPiece(t, id);
        }
        String name = rules.pieces().get(type).name();
        if (position.handCount(side, type) == 0) {
            return "'" + t + "': you have no " + name + " in hand";
        }
        List<String> drops = legal.ofType(type, true);
        return "'" + t + "': a " + name + " cannot be dropped on " + to
                + (drops.isEmpty() ? " (nor anywhere now)" : "; it can go to " + list(drops));
    }

    private String pieceMove(String t, String id, String to) {
        int type = rules.pieceType(id);
        if (type < 0 && id.length() == 2 && rules.pieceType(id.substring(0, 1)) >= 0) {
            type = rules.pieceType(id.substring(0, 1)); // "Nbd2": N, then the file b... as upper case
        }
        if (type < 0) {
            return unknownPiece(t, id);
        }
        return noneCanGo(t, type, to);
    }

    private String noneCanGo(String t, int type, String to) {
        String name = rules.pieces().get(type).name();
        if (LegalMoves.square(rules, to) < 0) {
            return "'" + t + "': there is no square " + to + " on this board";
        }
        if (LegalMoves.count(position, side, type) == 0) {
            return "'" + t + "': " + sideName(side) + " has no " + name + " on the board";
        }
        List<String> moves = legal.ofType(type, false);
        return "'" + t + "': no " + name + " of " + sideName(side) + "'s can go to " + to
                + (moves.isEmpty() ? "; its " + name + "s have no legal move" : "; " + name + " moves: " + list(moves));
    }

    /**
     * "e4" where no piece is marked pawn: a bare square moves only a pawn, so say how to name the
     * man, with the moves that reach that square in both forms.
     */
    private String squareOnly(String t, String to) {
        if (LegalMoves.square(rules, to) < 0) {
            return "'" + t + "': there is no square " + to + " on this board";
        }
        List<String> moves = new ArrayList<>();
        for (String san : legal.all()) {
            if (san.replaceAll("[+#]+$", "").matches(".*" + to + "(=.*)?")) {
                moves.add(san);
            }
        }
        for (String coordinates : MoveNotation.legal(position)) {
            if (coordinates.matches("[a-z]\\d{1,2}" + to + "\\D?.*") && !coordinates.matches("[a-z]\\d{1,2}" + to + "\\d.*")) {
                moves.add(coordinates);
            }
        }
        String how = "'" + t + "': a bare square moves a pawn, and no piece of " + rules.name() + " is one; name the man"
                + " with its letter (Pe4) or write the move from square to square (e3e4)";
        return moves.isEmpty() ? how + "; nothing can go to " + to : how + "; moves to " + to + ": " + list(moves);
    }

    private String unknownPiece(String t, String id) {
        List<String> ids = new ArrayList<>();
        for (PieceRules p : rules.pieces()) {
            ids.add(p.id());
        }
        return "'" + t + "': " + rules.name() + " has no piece " + id + "; its pieces are " + String.join(" ", ids)
                + " (type 'pieces')";
    }

    private String notAMove(String t) {
        return "'" + t + "' is neither a move nor a command (type 'help' for commands, 'moves' for the legal moves)";
    }

    private static String list(List<String> moves) {
        if (moves.size() <= SHOWN) {
            return String.join(" ", moves);
        }
        return String.join(" ", moves.subList(0, SHOWN)) + " ... (" + moves.size() + " in all)";
    }

    static String sideName(int side) {
        return side == 0 ? "White" : "Black";
    }
}
