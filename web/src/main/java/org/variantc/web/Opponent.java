package org.variantc.web;

import org.variantc.runtime.Position;

/**
 * The computer's move for the page. Until the engine's search lands on main this is the
 * {@link FallbackOpponent}; the page says so next to the strength setting.
 */
final class Opponent {
    /** Shown by the page beside the strength setting. */
    static final String LABEL = "simple fallback opponent (material, up to two plies)";
    private static final FallbackOpponent FALLBACK = new FallbackOpponent();

    private Opponent() {
    }

    static long choose(Position pos, int strength) {
        return FALLBACK.choose(pos, Math.max(1, Math.min(3, strength)));
    }
}
