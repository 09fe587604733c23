package org.variantc.runtime.protocol;

/**
 * A piece's moves as XBoard's {@code piece} command takes them. {@code text} is exact when
 * {@code widened} is null; otherwise XBetza cannot say the piece (Betza's halflings, a move
 * allowed only from some squares) and {@code text} is the nearest description that allows every
 * legal move and some more, so XBoard never refuses a legal move; the engine refuses the rest
 * ({@code Illegal move}) and marks the exact targets when a person lifts the piece.
 */
public record XBetza(String text, String widened) {
    public static XBetza of(String text) {
        return new XBetza(text, null);
    }

    /** A description wider than the piece, and why it had to be. */
    public static XBetza wider(String text, String why) {
        return new XBetza(text, why);
    }

    public boolean exact() {
        return widened == null;
    }
}
