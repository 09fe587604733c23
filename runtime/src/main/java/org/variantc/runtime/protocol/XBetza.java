package org.variantc.runtime.protocol;

/**
 * A piece's moves as XBoard's {@code piece} command takes them: {@code text} when XBetza can
 * say them all, else null and {@code unsaid} tells why (Betza's halflings, a move allowed only
 * from some squares).
 */
public record XBetza(String text, String unsaid) {
    public static XBetza of(String text) {
        return new XBetza(text, null);
    }

    public static XBetza cannot(String why) {
        return new XBetza(null, why);
    }
}
