package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * What some pieces may not do to men of certain types (Janggi's Cannon: neither jump over nor
 * capture a Cannon). Types are bits of a {@code long} (bit = type).
 *
 * @param screens per type, the types its hops may not use as the screen
 * @param victims per type, the types it may not capture
 */
public record HopLimits(long[] screens, long[] victims) implements Serializable {
    /** Whether a man of {@code type} may hop over a man of {@code screen}. */
    public boolean mayJump(int type, int screen) {
        return (screens[type] & 1L << screen) == 0;
    }

    /** Whether a man of {@code type} may capture a man of {@code victim}. */
    public boolean mayCapture(int type, int victim) {
        return (victims[type] & 1L << victim) == 0;
    }

    /** Whether the type has any limit. */
    public boolean limits(int type) {
        return screens[type] != 0 || victims[type] != 0;
    }
}
