package org.variantc.runtime.notation;

/** A FEN that is malformed or does not fit the variant; the message says what and where. */
public class FenException extends IllegalArgumentException {
    public FenException(String message) {
        super(message);
    }
}
