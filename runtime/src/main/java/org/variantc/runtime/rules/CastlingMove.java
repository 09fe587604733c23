package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * One castling move of one side, with all squares resolved. Legal when the King on
 * {@code kingFrom} and the partner on {@code rookFrom} have never moved, every square between
 * them and every square each crosses or lands on is empty (but for the two castling men), the
 * King is not in check, and no square the King crosses or lands on is attacked. The King may
 * stay on its square ({@code kingFrom == kingTo}, 960 castling with the King on g1), and so may
 * the partner.
 */
public record CastlingMove(int side, int kingFrom, int kingTo, int rookFrom, int rookTo)
        implements Serializable {
}
