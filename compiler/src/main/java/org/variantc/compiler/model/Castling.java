package org.variantc.compiler.model;

/** One castling move of White, squares resolved; Black's is its mirror image. */
public record Castling(int kingFrom, int kingTo, int rookFrom, int rookTo) {
}
