package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * Men put on the board from outside it: from hand, through a gate, or a wall besides the move.
 *
 * @param drops   drop rules
 * @param hands   where captures go and when a hand must be emptied (Placement's setup phase)
 * @param gating  men in hand gated onto the squares unmoved men leave (Seirawan), or null
 * @param walling the wall every move places besides moving its man (Duck chess), or null
 */
public record PlacingRules(DropRules drops, HandRules hands, Gating gating, Walling walling)
        implements Serializable {
    /** These drop rules, captures going to hand, and nothing else. */
    public static PlacingRules dropping(DropRules drops) {
        return new PlacingRules(drops, HandRules.CAPTURES, null, null);
    }
}
