package org.variantc.compiler.model;

/** A man the setup puts on the board: a piece type (its index) and a side (0 White, 1 Black). */
public record SetupMan(int piece, int side) {
}
