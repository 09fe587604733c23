package org.variantc.compiler.javagen;

import java.util.List;

/**
 * One piece type as the generated code sees it: an index (names from the definition never
 * become identifiers) and the features of its moves.
 *
 * @param emitter the generated method its moves go through: {@code emit}, or its own
 *                {@code promoteN} when it can promote
 * @param leapPattern its leaps as fixed offsets, or null when they are walked from the tables
 */
public record PieceView(int index, ComponentView leaps, ComponentView rays, ComponentView paths,
                        List<PromotionView> promotions, String emitter, LeapPattern leapPattern) {
    /** The value the generated type switch matches: bits 1–6 of a square, the type + 1. */
    public int bits() {
        return index + 1;
    }

    /** Whether its leaps are compiled in as offsets (see {@link LeapPattern}). */
    public boolean unrolledLeaps() {
        return leapPattern != null;
    }
}
