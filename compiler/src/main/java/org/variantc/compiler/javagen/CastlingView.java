package org.variantc.compiler.javagen;

import java.util.List;

/**
 * One castling move with the squares that must be empty and those the King must not be
 * attacked on (its square, those it crosses, where it lands).
 *
 * @param index the castling's index in the rules, part of the move
 */
public record CastlingView(int index, int kingFrom, int kingTo, int rookFrom, int rookTo, List<Integer> empty,
                           List<Integer> kingPath) {
}
