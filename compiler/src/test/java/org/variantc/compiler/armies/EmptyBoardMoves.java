package org.variantc.compiler.armies;

import java.util.Arrays;
import java.util.TreeSet;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/** Where a White man of one type can go from one square of a board with nothing but the Kings (a8, h1). */
final class EmptyBoardMoves {
    private EmptyBoardMoves() {
    }

    static String from(VariantRules rules, String id, String square) {
        String man = id.length() == 1 ? id : "(" + id + ")";
        int file = square.charAt(0) - 'a';
        int rank = square.charAt(1) - '1';
        String[][] cells = new String[8][8];
        cells[7][0] = "k";
        cells[0][7] = "K";
        if (cells[rank][file] != null) {
            throw new IllegalArgumentException(square + " is a King's square");
        }
        cells[rank][file] = man; // on rank 1 or 8 the King stays: a FEN without one is refused
        StringBuilder fen = new StringBuilder();
        for (int r = 7; r >= 0; r--) {
            int empty = 0;
            for (String cell : cells[r]) {
                if (cell == null) {
                    empty++;
                    continue;
                }
                fen.append(empty > 0 ? Integer.toString(empty) : "").append(cell);
                empty = 0;
            }
            fen.append(empty > 0 ? Integer.toString(empty) : "").append(r > 0 ? "/" : "");
        }
        Position position = Fen.read(rules, fen + " w - - 0 1");
        MoveList moves = position.legalMoves();
        TreeSet<String> out = new TreeSet<>();
        for (int i = 0; i < moves.size(); i++) {
            String move = MoveNotation.format(position, moves.get(i));
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
