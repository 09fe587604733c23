package org.variantc.compiler.cli;

/** A problem with what the user asked for, told in one line on stderr; never a stack trace. */
public final class CommandFailure extends RuntimeException {
    public CommandFailure(String message) {
        super(message, null, false, false);
    }
}
