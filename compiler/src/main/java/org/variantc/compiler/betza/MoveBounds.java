package org.variantc.compiler.betza;

import java.util.List;

/**
 * How large one move string may be, and how many paths its multi-leg components may expand to.
 * A short string can name an exponential number of paths ({@code cmpavcmpav…K}), so the count is
 * taken from the legs' letters before anything is expanded, and a string over a bound is refused
 * at once rather than filling the heap or making every move generation slow.
 */
final class MoveBounds {
    /** Characters in one move string; the longest real one (Nearlydouble's Pawn) has 60. */
    static final int MAX_LENGTH = 256;

    /** Legs of one multi-leg component. */
    static final int MAX_LEGS = 8;

    /** Steps a riding leg (after {@code y}) may take: the longest line of the largest board. */
    static final int MAX_RIDE = 15;

    /** Paths all the multi-leg components of one move string expand to, together. */
    static final int MAX_PATHS = 256;

    private MoveBounds() {
    }

    /**
     * The number of paths a multi-leg component expands to, counted without expanding it, or
     * {@code MAX_PATHS + 1} when it is larger. A turn keeps a step oblique or straight, so each
     * leg multiplies the count by its distinct turns times its previous leg's condition variants.
     */
    static long paths(List<LegPrefix> legs, List<AtomShape> shapes) {
        long total = 0;
        for (AtomShape shape : shapes) {
            long count = Directions.select(legs.get(0).directionTexts(), shape).size();
            int[] probe = shape.oblique() ? new int[] {2, 1} : new int[] {1, 0};
            for (int i = 1; i < legs.size() && count > 0; i++) {
                List<String> turns = legs.get(i).directionTexts().stream()
                    .filter(t -> Turn.allowed(t, shape.oblique())).toList();
                int next = legs.get(i).directions.isEmpty() ? ComponentReader.every(shapes).size()
                    : Turn.apply(turns, probe).size();
                int ride = legs.get(i - 1).has('y') ? MAX_RIDE : 1;
                count = Math.min(MAX_PATHS + 1L, count * next * ride * ComponentReader.conditions(legs.get(i - 1)).size());
            }
            total = Math.min(MAX_PATHS + 1L, total + count);
        }
        return total;
    }
}
