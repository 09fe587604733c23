package org.variantc.runtime.rules;

import java.io.Serializable;
import java.util.List;

/**
 * The moves a game has besides its men's own tables, and the limits on those tables.
 *
 * @param castlings         every castling move of both sides
 * @param promotionsInPlace promotions that are moves of their own (Sittuyin's Pawn), none for most
 * @param passing           passing a turn (Janggi)
 * @param hopLimits         what some pieces may not jump over or capture (Janggi's Cannon), or null
 * @param wraps             some moves go round the board's side edges (a cylinder board, XBetza's
 *                          {@code o}): two rays of one man may then reach the same square, one each
 *                          way round, and the legal list keeps that move once
 */
public record MoveRules(List<CastlingMove> castlings, List<PromotionInPlace> promotionsInPlace, Passing passing,
                        HopLimits hopLimits, boolean wraps) implements Serializable {
    /** These castlings and nothing else. */
    public static MoveRules castling(List<CastlingMove> castlings) {
        return new MoveRules(castlings, List.of(), Passing.NONE, null, false);
    }
}
