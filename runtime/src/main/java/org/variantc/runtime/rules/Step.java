package org.variantc.runtime.rules;

/** What an intermediate square of a {@link Path} must hold, and what happens to it. */
public final class Step {
    private Step() {
    }

    /** Must be empty (a lame leg, Betza {@code m} on a non-final leg). */
    public static final byte EMPTY = 0;
    /** Must hold an enemy man, who is captured (a locust capture, Betza {@code c}). */
    public static final byte CAPTURE = 1;
    /** Must hold a man of either side, who stays (a hop, Betza {@code p}). */
    public static final byte OCCUPIED = 2;
    /** May hold anything or nothing; left as it is (Betza {@code mp}). */
    public static final byte ANY = 3;
}
