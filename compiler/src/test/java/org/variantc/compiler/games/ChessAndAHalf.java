package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.variantc.reference.ReferenceGames;
import org.variantc.reference.ReferencePosition;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * Hand-built Chess and a Half positions from lists of men ({@code "Sd1 pd2 N~b1"}: id, {@code ~}
 * for a promoted man, square), played by the compiled definition and checked against the
 * reference generator of the test tree.
 */
final class ChessAndAHalf {
    static final VariantRules RULES = Games.rules("chess-and-a-half.variant");

    private ChessAndAHalf() {
    }

    /** The FEN board of a list of men on the 12 x 12 board. */
    static String board(String men) {
        String[][] cells = new String[12][12];
        for (String man : men.trim().split("\\s+")) {
            int at = man.length() - 1;
            while (Character.isDigit(man.charAt(at))) {
                at--;
            }
            cells[Integer.parseInt(man.substring(at + 1)) - 1][man.charAt(at) - 'a'] = man.substring(0, at);
        }
        StringBuilder sb = new StringBuilder();
        for (int rank = 11; rank >= 0; rank--) {
            int empty = 0;
            for (String cell : cells[rank]) {
                if (cell == null) {
                    empty++;
                    continue;
                }
                sb.append(empty > 0 ? String.valueOf(empty) : "").append(cell);
                empty = 0;
            }
            sb.append(empty > 0 ? String.valueOf(empty) : "").append(rank > 0 ? "/" : "");
        }
        return sb.toString();
    }

    static String fen(String men, String rest) {
        return board(men) + " " + rest;
    }

    static Position position(String men, String rest) {
        return Fen.read(RULES, fen(men, rest));
    }

    static Position position(String men) {
        return position(men, "w - - 0 1");
    }

    static ReferencePosition reference(String fen) {
        return ReferenceGames.chessAndAHalf().position(fen);
    }

    /** The runtime's legal moves starting with {@code prefix}, sorted. */
    static List<String> moves(Position pos, String prefix) {
        List<String> out = new ArrayList<>();
        MoveList legal = pos.legalMoves();
        for (int i = 0; i < legal.size(); i++) {
            String text = MoveNotation.format(pos, legal.get(i));
            if (text.startsWith(prefix)) {
                out.add(text);
            }
        }
        out.sort(null);
        return out;
    }

    static List<String> referenceMoves(String fen, String prefix) {
        List<String> out = new ArrayList<>();
        for (String text : reference(fen).legalMoveStrings()) {
            if (text.startsWith(prefix)) {
                out.add(text);
            }
        }
        out.sort(null);
        return out;
    }

    /** The moves starting with {@code prefix} are exactly {@code expected}, for runtime and reference alike. */
    static void assertMoves(Position pos, String prefix, String... expected) {
        List<String> want = new ArrayList<>(Arrays.asList(expected));
        want.sort(null);
        assertEquals(want, moves(pos, prefix), "runtime, " + Fen.write(pos));
        assertEquals(want, referenceMoves(Fen.write(pos), prefix), "reference, " + Fen.write(pos));
    }

    /** Plays moves given in coordinate notation; the position is changed in place and returned. */
    static Position play(Position pos, String... moves) {
        for (String move : moves) {
            pos.make(MoveNotation.parse(pos, move));
        }
        return pos;
    }

    /** The board field of the position's FEN. */
    static String boardOf(Position pos) {
        return Fen.write(pos).split(" ")[0];
    }
}
