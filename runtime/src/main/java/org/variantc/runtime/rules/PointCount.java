package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * Janggi's point count: a game the rules end drawn (the move rule, repetition, passes in a row,
 * facing royal men) goes to the side with more points, its men on the board valued per type
 * plus a bonus for one side; equal points draw. Kept in half points, so 1.5 is exact.
 *
 * @param halfPoints per type, twice its points
 * @param bonusSide  the side given the bonus (0 White, 1 Black)
 * @param bonusHalfPoints twice the bonus
 */
public record PointCount(int[] halfPoints, int bonusSide, int bonusHalfPoints) implements Serializable {
}
