package org.variantc.runtime.notation;

/** A move text that is malformed, ambiguous or not legal in the position; the message says which. */
public class IllegalMoveException extends IllegalArgumentException {
    public IllegalMoveException(String message) {
        super(message);
    }
}
