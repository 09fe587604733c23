package org.variantc.runtime.protocol;

import org.variantc.runtime.notation.BoardMarks;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.Holes;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * A text picture of a position: ranks and files labelled, either side at the bottom, men in
 * hand, then whose move it is or how the game ended. Empty palace points show as {@code +} and
 * a river as a line of {@code ~} ({@link BoardMarks}); a hole ({@link Holes}) as nothing, a
 * wall (the Duck, a petrified man) as {@code *}.
 */
public final class Diagram {
    private Diagram() {
    }

    public static String of(Position pos, boolean flipped) {
        return board(pos, flipped) + toMove(pos) + "\n";
    }

    /**
     * Whose move it is and a check ("White to move, in check"), with a running count (Makruk's
     * honours), or, when it is over, how the game ended.
     */
    public static String toMove(Position pos) {
        GameStatus status = GameStatus.of(pos);
        if (status.isOver()) {
            return "Game over: " + ending(status) + " (" + Game.pgnResult(status) + ").";
        }
        String count = pos.countingLimit() > 0
                ? " (count " + pos.countingPly() + " of " + pos.countingLimit() + " plies)" : "";
        return (pos.sideToMove() == 0 ? "White" : "Black") + " to move" + (pos.inCheck() ? ", in check" : "") + count;
    }

    /** How a finished game ended, in words for a person: "Black mates", "draw by repetition". */
    static String ending(GameStatus status) {
        if (status.result() != GameStatus.Result.DRAW) {
            return Game.reason(status);   // a win on points (Janggi) after an ending the rules draw
        }
        if (status.reason() == GameStatus.Reason.MOVE_RULE) {
            return "draw by the move rule";
        }
        if (status.reason() == GameStatus.Reason.REPETITION) {
            return "draw by repetition";
        }
        if (status.reason() == GameStatus.Reason.COUNTING) {
            return "draw by counting";
        }
        return Game.reason(status);
    }

    /** The board, its labels and the men in hand, without the line on whose move it is. */
    public static String board(Position pos, boolean flipped) {
        VariantRules rules = pos.rules();
        int width = 1;
        for (int t = 0; t < rules.pieces().size(); t++) {
            width = Math.max(width, label(rules, t).length());
        }
        BoardMarks marks = BoardMarks.of(rules);
        boolean[] holes = pos.rulebook().start().holes();
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < rules.ranks(); i++) {
            int rank = flipped ? i : rules.ranks() - 1 - i;
            b.append(String.format("%2d ", rank + 1));
            for (int j = 0; j < rules.files(); j++) {
                int file = flipped ? rules.files() - 1 - j : j;
                int sq = rules.square(file, rank);
                int type = pos.typeAt(sq);
                // A hole is not part of the board: nothing is drawn there. Petrified's wall is a '*'.
                String empty = holes[sq] ? " " : pos.isWall(sq) ? "*" : marks.palace()[sq] ? "+" : ".";
                String cell = type < 0 ? empty : pos.sideAt(sq) == 0 ? label(rules, type)
                        : label(rules, type).toLowerCase(java.util.Locale.ROOT);
                b.append(' ').append(pad(cell, width));
            }
            b.append('\n');
            if (marks.riverAbove() >= 0 && rank == (flipped ? marks.riverAbove() : marks.riverAbove() + 1)) {
                b.append("   ").append("~".repeat(rules.files() * (width + 1))).append('\n');
            }
        }
        b.append("   ");
        for (int j = 0; j < rules.files(); j++) {
            int file = flipped ? rules.files() - 1 - j : j;
            b.append(' ').append(pad(String.valueOf((char) ('a' + file)), width));
        }
        b.append('\n');
        if (rules.placing().drops().enabled()) {
            b.append(hand(pos, 0)).append(hand(pos, 1));
        }
        return b.toString();
    }

    /** A type's label on the board: a promoted form written +X shows as the players write it (+P). */
    private static String label(VariantRules rules, int type) {
        int base = rules.pieces().get(type).plusOf();
        return base >= 0 ? "+" + rules.pieces().get(base).id() : rules.pieces().get(type).id();
    }

    private static String hand(Position pos, int side) {
        StringBuilder b = new StringBuilder(side == 0 ? "White in hand:" : "Black in hand:");
        boolean any = false;
        for (int t = 0; t < pos.rules().pieces().size(); t++) {
            int n = pos.handCount(side, t);
            if (n > 0) {
                any = true;
                b.append(' ').append(pos.rules().pieces().get(t).id()).append(n > 1 ? "x" + n : "");
            }
        }
        return b.append(any ? "" : " -").append('\n').toString();
    }

    private static String pad(String s, int width) {
        return s + " ".repeat(Math.max(0, width - s.length()));
    }
}
