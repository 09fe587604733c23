package org.variantc.compiler.html;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import org.variantc.compiler.model.Army;
import org.variantc.compiler.model.ArmySlot;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Variant;

/**
 * The start position the Interactive Diagram shows: White's men by square, each a piece type
 * index. In an army game the slots hold the first legal army for both sides, so the board is
 * one real start of the game. Null when Black's men are not White's mirrored, because the
 * Diagram's {@code symmetry=mirror} would then draw a wrong board.
 */
record DiagramStart(Map<Integer, Integer> white, Army army) {

    static DiagramStart of(Variant v) {
        Board board = v.board();
        Map<Integer, Integer> white = new TreeMap<>();
        Map<Integer, Integer> black = new TreeMap<>();
        String[] rows = v.setup().board().split("/");
        for (int r = 0; r < rows.length; r++) {
            int rank = board.ranks() - 1 - r;
            int file = 0;
            String row = rows[r];
            for (int i = 0; i < row.length(); i++) {
                char c = row.charAt(i);
                if (c >= '0' && c <= '9') {
                    int n = 0;
                    while (i < row.length() && row.charAt(i) >= '0' && row.charAt(i) <= '9') {
                        n = n * 10 + row.charAt(i++) - '0';
                    }
                    i--;
                    file += n;
                } else if (c == '*') {
                    file++; // a hole: no man, and InteractiveDiagram refuses such a board
                } else if (c != '~') {
                    String id = String.valueOf(c);
                    if (c == '(') {
                        int close = row.indexOf(')', i);
                        id = row.substring(i + 1, close);
                        i = close;
                    }
                    int type = typeOf(v, id);
                    (Character.isUpperCase(id.charAt(0)) ? white : black).put(board.square(file++, rank), type);
                }
            }
        }
        Army army = null;
        if (v.armies() != null && !v.armies().legal().isEmpty()) {
            army = v.armies().legal().get(0);
            for (int s = 0; s < v.armies().slots().size(); s++) {
                ArmySlot slot = v.armies().slots().get(s);
                int piece = slot.options().get(army.options()[s]).piece();
                for (int sq = slot.squares().squares().nextSetBit(0); sq >= 0; sq = slot.squares().squares().nextSetBit(sq + 1)) {
                    white.put(sq, piece);
                    black.put(board.mirror(sq), piece);
                }
            }
        }
        Map<Integer, Integer> mirrored = new TreeMap<>();
        white.forEach((sq, type) -> mirrored.put(board.mirror(sq), type));
        return mirrored.equals(black) ? new DiagramStart(Collections.unmodifiableMap(white), army) : null;
    }

    private static int typeOf(Variant v, String id) {
        for (int t = 0; t < v.pieces().size(); t++) {
            if (v.pieces().get(t).id().equalsIgnoreCase(id)) {
                return t;
            }
        }
        throw new IllegalStateException("the checker let the unknown id " + id + " into a setup");
    }

    /** White's squares of a type, as the Diagram's comma list ("" when none). */
    String squares(Board board, int type) {
        StringBuilder sb = new StringBuilder();
        white.forEach((sq, t) -> {
            if (t == type) {
                sb.append(sb.length() == 0 ? "" : ",").append(ZoneText.squareName(board, sq));
            }
        });
        return sb.toString();
    }
}
