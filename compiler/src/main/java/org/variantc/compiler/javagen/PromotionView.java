package org.variantc.compiler.javagen;

import java.util.List;

/**
 * One promotion offer of a piece type.
 *
 * @param zone       the number of its zone table ({@code ZONE_n})
 * @param choices    the types offered, each once, in the definition's order
 * @param quotaTypes every type of the offer, for the quota test
 * @param touching   the offer applies to a move that starts or ends in the zone (Shogi)
 * @param capturing  the offer applies to a capture only (Micro Shogi)
 */
public record PromotionView(int zone, List<ChoiceView> choices, int quota, List<Integer> quotaTypes,
                            boolean optional, boolean touching, boolean capturing) {
    /** A type offered, and the count of the mover's men of that type it must stay under ({@code limited}). */
    public record ChoiceView(int type, boolean limited, int limit) {
        public int bits() {
            return type + 1;
        }
    }
}
