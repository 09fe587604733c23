package org.variantc.compiler.betza;

import java.util.List;

/**
 * A two-leg move whose first leg rides (XBetza {@code RmasR}, the Hook Mover; {@code BmasB},
 * the Capricorn): out along {@code first} over empty squares, then from any of them, itself
 * empty, along one of {@code turns}. Kept as two lines, never as one path per corner and length.
 *
 * @param first     the first leg's step, in White's orientation
 * @param reach     how many steps the first leg may take (0: to the edge)
 * @param turns     the second leg's steps, each an absolute direction
 * @param turnReach how many steps the second leg may take (0: to the edge; 1 after {@code y})
 * @param modes     what the second leg may do where it lands, and whether the move is initial
 */
public record BentRide(int[] first, int reach, List<int[]> turns, int turnReach, MoveModes modes) implements Component {
}
