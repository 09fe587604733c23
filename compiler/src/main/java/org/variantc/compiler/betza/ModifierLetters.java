package org.variantc.compiler.betza;

/**
 * The lower-case letters of our dialect, in one place: directions, modes, and {@code a} between
 * legs ({@code hh}, the halfling, is two direction-alphabet h's).
 */
final class ModifierLetters {
    private ModifierLetters() {
    }

    /** f b l r s v, and h for halves. */
    static final String DIRECTIONS = "fblrsvh";
    /** m c i n j p g e o, and y (the next leg of a multi-leg move rides); o: the move wraps round the side edges. */
    static final String MODES = "mcinjpgeoy";
    /** Starts the next leg of a multi-leg move. */
    static final char LEG = 'a';

    static boolean isDirection(char c) {
        return DIRECTIONS.indexOf(c) >= 0;
    }

    static boolean isMode(char c) {
        return MODES.indexOf(c) >= 0;
    }

    static boolean isModifier(char c) {
        return isDirection(c) || isMode(c) || c == LEG;
    }

    /** The alphabet as an error message lists it. */
    static String listed() {
        return String.join(" ", DIRECTIONS.split("")) + ", " + String.join(" ", MODES.split("")) + ", hh and " + LEG;
    }
}
