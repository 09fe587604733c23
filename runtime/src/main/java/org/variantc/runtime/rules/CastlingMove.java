package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * One castling move of one side, with all squares resolved. Legal when the King on
 * {@code kingFrom} and the partner on {@code rookFrom} have never moved, every square between
 * them and both destination squares are empty (but for the two castling men), the King is not
 * in check, and no square the King crosses or lands on is attacked.
 */
public record CastlingMove(int side, int kingFrom, int kingTo, int rookFrom, int rookTo)
        implements Serializable {
}
