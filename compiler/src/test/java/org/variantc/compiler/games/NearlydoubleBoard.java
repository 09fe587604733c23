package org.variantc.compiler.games;

import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * Hand-built Nearlydouble positions, written from White's side and played for either side: for
 * Black, every man changes colour and every square is mirrored across the middle rank (rank r
 * becomes 12 - r), as the rules mirror Black's moves, zones and castling.
 */
enum NearlydoubleBoard {
    WHITE, BLACK;

    static final VariantRules RULES = Games.rules("nearlydouble-chess.variant");
    private static final Pattern SQUARE = Pattern.compile("([a-k])(\\d+)");

    /** {@code men} like {@code "Kf1 Pe4 pd5"} and the FEN fields after the board, as White would have them. */
    Position position(String men, String rest) {
        return Fen.read(RULES, Men.board(11, 11, men(men)) + " " + rest(rest));
    }

    Position position(String men) {
        return position(men, "w - - 0 1");
    }

    /** A move or square written from White's side, as this side plays it. */
    String move(String white) {
        if (this == WHITE) {
            return white;
        }
        Matcher m = SQUARE.matcher(white);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, m.group(1) + (12 - Integer.parseInt(m.group(2))));
        }
        return m.appendTail(out).toString();
    }

    List<String> moves(String... white) {
        return Arrays.stream(white).map(this::move).sorted().toList();
    }

    private String men(String white) {
        if (this == WHITE) {
            return white;
        }
        StringBuilder out = new StringBuilder();
        for (String token : white.trim().split("\\s+")) {
            Matcher square = SQUARE.matcher(token);
            square.find();
            out.append(swapCase(token.substring(0, square.start()))).append(move(token.substring(square.start())))
                    .append(' ');
        }
        return out.toString();
    }

    /** Side to move swapped, castling letters change case, en-passant squares mirrored. */
    private String rest(String white) {
        if (this == WHITE) {
            return white;
        }
        String[] fields = white.split(" ");
        fields[0] = fields[0].equals("w") ? "b" : "w";
        fields[1] = swapCase(fields[1]);
        fields[2] = move(fields[2]);
        return String.join(" ", fields);
    }

    private static String swapCase(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            out.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
        }
        return out.toString();
    }

    /** Every legal move, sorted. */
    static List<String> legal(Position position) {
        return Arrays.stream(position.legalMoves().toArray()).mapToObj(m -> MoveNotation.format(position, m)).sorted().toList();
    }

    /** The legal moves of the man on {@code square}, sorted. */
    static List<String> from(Position position, String square) {
        return legal(position).stream().filter(m -> origin(m).equals(square)).toList();
    }

    private static String origin(String move) {
        Matcher m = SQUARE.matcher(move);
        return m.find() && m.start() == 0 ? m.group() : "";
    }

    static Position play(Position position, String... moves) {
        for (String move : moves) {
            position.make(MoveNotation.parse(position, move));
        }
        return position;
    }

    /** The board field of the position's FEN. */
    static String board(Position position) {
        return Fen.write(position).split(" ")[0];
    }

    /** The board field of a position with just these men, for this side. */
    String board(String men) {
        return Men.board(11, 11, men(men));
    }
}
