package org.variantc.compiler.model;

/** A man of {@code piece} reaching {@code zone} (White's side) wins for its owner at once. */
public record Goal(int piece, Zone zone) {
}
