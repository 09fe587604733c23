package org.variantc.compiler.model;

import java.util.List;

/**
 * A promotion offer: a move that ends in {@code zone} after starting outside it.
 *
 * @param quota 0 for none; see the runtime's PromotionRule
 */
public record Promotion(Zone zone, List<PromotionChoice> choices, boolean optional, int quota) {
}
