package org.variantc.lab;

/** Which imbalances a values run plays besides the user's {@code --imbalance}s. */
enum ValueDesign {
    /** {@link ValueTrials}'s: each piece against Pawns or a cheaper piece, at two Pawn counts bracketing even. */
    bracket,
    /** Only the user's imbalances (e.g. Pawn odds alone, to choose a node budget). */
    none
}
