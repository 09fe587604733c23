package org.variantc.lab;

/** A lab command's bad input or setting, told to the user as a message, never a stack trace. */
final class LabFailure extends RuntimeException {
    private static final long serialVersionUID = 1L;

    LabFailure(String message) {
        super(message);
    }
}
