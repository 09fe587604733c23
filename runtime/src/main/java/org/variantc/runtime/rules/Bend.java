package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * A move whose first leg is a line and whose second leg is a line turned off it (XBetza
 * {@code RmasR}, the Hook Mover; {@code BmasB}, the Capricorn), kept as lines rather than one
 * path per corner and length: the first leg's squares, and from each of them the second legs.
 * Every square the move passes must be empty, the corner included; only the second leg lands,
 * on each of its squares up to and including the first occupied one.
 *
 * @param squares the first leg's squares in walking order (each a corner if empty)
 * @param turns   {@code turns[k]}: the second legs from {@code squares[k]}, each its squares in
 *                walking order, already cut to its range and the board
 * @param modes   what a landing may do ({@link Modes#MOVE}, {@link Modes#CAPTURE}) and whether
 *                only an unmoved man has the move ({@link Modes#INITIAL})
 */
public record Bend(int[] squares, int[][][] turns, int modes) implements Serializable {
    /** Every square it may land on, on an empty board, each once. */
    public int[] landings() {
        java.util.Set<Integer> out = new java.util.LinkedHashSet<>();
        for (int[][] fromCorner : turns) {
            for (int[] turn : fromCorner) {
                for (int sq : turn) {
                    out.add(sq);
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
