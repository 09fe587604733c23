package org.variantc.compiler.javagen;

/** A type that may be dropped; {@code squares} names its table of drop squares ({@code DROP_n}). */
public record DropView(int type, int squares) {
}
