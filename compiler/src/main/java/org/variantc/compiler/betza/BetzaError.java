package org.variantc.compiler.betza;

/** A mistake in a Betza string, at {@code offset} (0-based) into it. */
public record BetzaError(int offset, String message) {
}
