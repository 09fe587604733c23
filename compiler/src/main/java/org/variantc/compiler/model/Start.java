package org.variantc.compiler.model;

import org.variantc.runtime.rules.Shuffle;

/**
 * How the start position is chosen besides the setup, as checked; lowered to the runtime's
 * {@code StartRules}.
 *
 * @param armies  army selection, or null when both sides always have the setup's men; with it,
 *                the setup leaves the slots' squares empty
 * @param shuffle the shuffled first rank (Chess960), or null
 */
public record Start(Armies armies, Shuffle shuffle) {
    /** Every game starts from the setup. */
    public static final Start SETUP = new Start(null, null);
}
