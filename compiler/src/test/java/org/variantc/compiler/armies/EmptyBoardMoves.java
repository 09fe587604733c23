package org.variantc.compiler.armies;

import java.util.Arrays;
import java.util.TreeSet;
import org.variantc.runtime.MoveList;
import org.variantc.runtime.Position;
import org.variantc.runtime.rules.VariantRules;

/** Where a White man of one type can go from one square of a board with nothing but the Kings (a8, h1). */
final class EmptyBoardMoves {
    private EmptyBoardMoves() {
    }

    static String from(VariantRules rules, String id, String square) {
        String man = id.length() == 1 ? id : "(" + id + ")";
        int file = square.charAt(0) - 'a';
        int rank = square.charAt(1) - '1';
        StringBuilder fen = new StringBuilder();
        for (int r = 7; r >= 0; r--) {
            String row = r == 7 ? "k7" : r == 0 ? "7K" : "8";
            if (r == rank) {
                row = (file > 0 ? Integer.toString(file) : "") + man + (file < 7 ? Integer.toString(7 - file) : "");
            }
            fen.append(row).append(r > 0 ? "/" : "");
        }
        Position position = Position.fromFen(rules, fen + " w - - 0 1");
        MoveList moves = position.legalMoves();
        TreeSet<String> out = new TreeSet<>();
        for (int i = 0; i < moves.size(); i++) {
            String move = position.moveToString(moves.get(i));
            if (move.startsWith(square)) {
                out.add(move.substring(square.length()));
            }
        }
        return String.join(" ", out);
    }

    /** The union of hand-written square lists, sorted as {@link #from} prints. */
    static String union(String... lists) {
        TreeSet<String> out = new TreeSet<>();
        for (String list : lists) {
            out.addAll(Arrays.asList(list.trim().split(" +")));
        }
        return String.join(" ", out);
    }
}
