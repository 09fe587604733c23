package org.variantc.compiler.model;

import org.variantc.runtime.rules.HandRules;

/**
 * Men put on the board from outside it, as checked; lowered to the runtime's {@code PlacingRules}.
 *
 * @param drops  whether captured men go to hand and how they come back
 * @param hands  where captures go and when a hand must be emptied (Placement's setup phase)
 * @param gating the gate squares as written for White (Seirawan gating), or null
 * @param duck   every move is followed by the Duck's move to an empty square (Duck chess)
 */
public record Placing(Drops drops, HandRules hands, Zone gating, boolean duck) {
    /** No drops, no gating, no wall. */
    public static final Placing NONE = new Placing(Drops.NONE, HandRules.CAPTURES, null, false);

    /** Whether men are kept in hand: to drop them, or to gate them in where their type may be dropped. */
    public boolean keepsHand() {
        return drops.enabled() || gating != null;
    }
}
