package org.variantc.compiler.model;

import java.util.List;

/**
 * A promotion offer: a move that ends in {@code zone} after starting outside it (or, touching,
 * one that starts or ends in it).
 *
 * @param quota  0 for none; see the runtime's PromotionRule
 * @param armies the offer is every type of both armies in the game ({@code to armies}); then
 *               {@code choices} is empty
 * @param touching {@code promote in}: the offer is for a move that starts or ends in the zone
 * @param capturing {@code promote on captures}: the offer is for a capture only (Micro Shogi)
 * @param sides     whose men it is for; for one side only, {@code zone} is as on the board, not
 *                  White's view mirrored for Black
 */
public record Promotion(Zone zone, List<PromotionChoice> choices, boolean optional, int quota, boolean armies,
                        boolean touching, boolean capturing, PromotionSides sides) {
    public Promotion(Zone zone, List<PromotionChoice> choices, boolean optional, int quota, boolean armies,
                     boolean touching, boolean capturing) {
        this(zone, choices, optional, quota, armies, touching, capturing, PromotionSides.BOTH);
    }

    /** The zone for {@code side}: the offer's squares there, none for a side it is not for. */
    public boolean[] forSide(Board board, int side) {
        if (!sides.includes(side)) {
            return new boolean[board.squares()];
        }
        return sides == PromotionSides.BOTH ? zone.forSide(board, side) : zone.forSide(board, 0);
    }

    public Promotion(Zone zone, List<PromotionChoice> choices, boolean optional, int quota, boolean armies,
                     boolean touching) {
        this(zone, choices, optional, quota, armies, touching, false);
    }

    public Promotion(Zone zone, List<PromotionChoice> choices, boolean optional, int quota) {
        this(zone, choices, optional, quota, false, false);
    }

    public Promotion(Zone zone, List<PromotionChoice> choices, boolean optional, int quota, boolean armies) {
        this(zone, choices, optional, quota, armies, false);
    }
}
