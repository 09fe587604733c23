package org.variantc.runtime.match;

/**
 * A player said the game is over instead of moving: an XBoard engine's {@code 1/2-1/2 {…}}, or a
 * win it claims. The match checks the claim against the rules; it is not a resignation.
 */
public final class ResultClaim extends RuntimeException {
    private final String result;

    /** @param result "1-0", "0-1" or "1/2-1/2", as the player claimed it; {@code words} the whole line */
    public ResultClaim(String result, String words) {
        super(words, null, false, false);
        this.result = result;
    }

    public String result() {
        return result;
    }
}
