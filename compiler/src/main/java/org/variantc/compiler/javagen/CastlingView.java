package org.variantc.compiler.javagen;

import java.util.List;

/**
 * One castling move with the squares that must be empty and those the King must not be
 * attacked on (its square, those it crosses, where it lands).
 *
 * @param index the castling's index in the rules, part of the move
 * @param checksMen whether the men must be tested for a royal on the King's square and a non-royal
 *                  on the partner's: a shuffled start's castlings go from squares any man may hold
 */
public record CastlingView(int index, int kingFrom, int kingTo, int rookFrom, int rookTo, List<Integer> empty,
                           List<Integer> kingPath, boolean checksMen) {
}
