package org.variantc.compiler.html;

import org.variantc.compiler.words.ZoneText;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import org.variantc.compiler.model.Army;
import org.variantc.compiler.model.Board;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.StartBoard;

/**
 * The start position the Interactive Diagram shows: White's men by square, each a piece type
 * index. In an army game the slots hold the first legal army for both sides, so the board is
 * one real start of the game. Null when Black's men are not White's mirrored, because the
 * Diagram's {@code symmetry=mirror} would then draw a wrong board.
 */
record DiagramStart(Map<Integer, Integer> white, Army army) {

    /** From the start the engines play ({@link StartBoard}, the setup read once), its armies the first legal ones. */
    static DiagramStart of(Variant v, StartBoard start) {
        Board board = v.board();
        Map<Integer, Integer> white = new TreeMap<>();
        Map<Integer, Integer> black = new TreeMap<>();
        int[] men = start.men();
        for (int sq = 0; sq < men.length; sq++) {
            int man = men[sq];
            if (man != 0) {
                (Man.side(man) == 0 ? white : black).put(sq, Man.type(man));
            }
        }
        // The rules' start fills the slots with the first legal army for both sides.
        Army army = v.start().armies() != null && !v.start().armies().legal().isEmpty() ? v.start().armies().legal().get(0) : null;
        Map<Integer, Integer> mirrored = new TreeMap<>();
        white.forEach((sq, type) -> mirrored.put(board.mirror(sq), type));
        return mirrored.equals(black) ? new DiagramStart(Collections.unmodifiableMap(white), army) : null;
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
