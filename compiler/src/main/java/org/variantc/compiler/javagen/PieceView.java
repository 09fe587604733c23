package org.variantc.compiler.javagen;

import java.util.List;
import org.variantc.runtime.rules.Modes;

/**
 * One piece type as the generated code sees it: an index (names from the definition never
 * become identifiers) and the features of its moves.
 *
 * @param leapPattern its leaps as fixed offsets, or null when they are walked from the tables
 * @param rayPattern  its rays as fixed steps, or null when they are walked from the tables
 * @param pathPattern its paths as fixed offsets, or null when they are walked from the tables
 * @param bends       it has bent lines, walked from the tables
 * @param jumpRank    its rank for range-jumping captures (0: it jumps nothing); a ranked type's
 *                    rays are walked from the tables, which the jump goes on along
 */
public record PieceView(int index, ComponentView leaps, ComponentView rays, ComponentView paths,
                        List<PromotionView> promotions, LeapPattern leapPattern,
                        RayPattern rayPattern, PathPattern pathPattern, boolean bends,
                        int jumpRank) {
    /** The value the generated type switch matches: bits 1–6 of a square, the type + 1. */
    public int bits() {
        return index + 1;
    }

    /** Whether its rays are compiled in as steps (see {@link RayPattern}). */
    public boolean unrolledRays() {
        return rayPattern != null;
    }

    /** Whether every ray it has is an initial move, so a man that has moved skips them all. */
    public boolean raysOnlyInitial() {
        return rays.constantFlags() && (rays.flags() & Modes.INITIAL) != 0;
    }

    /** Whether its paths are compiled in as offsets (see {@link PathPattern}). */
    public boolean unrolledPaths() {
        return pathPattern != null;
    }

    /** Whether its leaps are compiled in as offsets (see {@link LeapPattern}). */
    public boolean unrolledLeaps() {
        return leapPattern != null;
    }
}
