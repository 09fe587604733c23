package org.variantc.compiler.cli;

import org.variantc.runtime.rules.VariantRules;

/**
 * What the commands need from the runtime: a position to play from. Kept this small so the
 * commands do not depend on how the runtime is arranged inside.
 */
public interface Engine {
    /**
     * The start position, or the position a FEN describes.
     *
     * @param fen a FEN, or null for the variant's start position
     * @throws CommandFailure when the FEN is not a position of this variant
     */
    EnginePosition position(VariantRules rules, String fen);
}
