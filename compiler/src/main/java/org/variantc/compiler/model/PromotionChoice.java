package org.variantc.compiler.model;

/**
 * A piece type offered by a promotion.
 *
 * @param piece the type's index
 * @param limit offered only while the mover has fewer than this many on the board;
 *              {@link Integer#MAX_VALUE} for always
 */
public record PromotionChoice(int piece, int limit) {
}
