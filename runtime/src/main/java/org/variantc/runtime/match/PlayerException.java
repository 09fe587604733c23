package org.variantc.runtime.match;

/** A player failed to produce a move: its process died, it hung, or it spoke gibberish. */
public final class PlayerException extends RuntimeException {
    public PlayerException(String message) {
        super(message, null, false, false);
    }
}
