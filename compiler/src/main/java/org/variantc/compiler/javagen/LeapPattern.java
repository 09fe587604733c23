package org.variantc.compiler.javagen;

import java.util.ArrayList;
import java.util.List;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.SquareMoves;

/**
 * A piece type whose leaps are, on every square, the same few (offset, modes) in the same order,
 * minus those that leave the board: a pawn, a Knight, a King. Its leaps are then compiled in, one
 * per offset, and a per-square mask says which are on the board; the move index of each is its
 * rank among the present ones, as in the tables. Fewer loads and branches than the table walk.
 *
 * @param offsets per side, the target minus the origin of each leap, in table order
 * @param modes   per side, the modes of each leap
 */
public record LeapPattern(List<List<Integer>> offsets, List<List<Integer>> modes) {
    /** Longer patterns would grow the generated code more than they save. */
    private static final int MAX = 8;

    /** The piece's pattern, or null when its leaps have none. */
    static LeapPattern of(PieceRules piece) {
        List<List<Integer>> offsets = new ArrayList<>();
        List<List<Integer>> modes = new ArrayList<>();
        for (SquareMoves[] side : piece.moves()) {
            List<Integer> offset = new ArrayList<>();
            List<Integer> mode = new ArrayList<>();
            for (int sq = 0; sq < side.length; sq++) {
                if (side[sq].leaps().length > offset.size()) {
                    offset.clear();
                    mode.clear();
                    for (Leap leap : side[sq].leaps()) {
                        offset.add(leap.target() - sq);
                        mode.add(leap.modes());
                    }
                }
            }
            if (offset.isEmpty() || offset.size() > MAX || offset.stream().distinct().count() != offset.size()) {
                return null;
            }
            offsets.add(List.copyOf(offset));
            modes.add(List.copyOf(mode));
        }
        LeapPattern pattern = new LeapPattern(List.copyOf(offsets), List.copyOf(modes));
        for (int side = 0; side < piece.moves().length; side++) {
            for (int sq = 0; sq < piece.moves()[side].length; sq++) {
                if (pattern.mask(piece, side, sq) < 0) {
                    return null;
                }
            }
        }
        return pattern;
    }

    /** Which of the side's leaps the square has, one bit each; -1 if its leaps are not a subsequence. */
    int mask(PieceRules piece, int side, int sq) {
        List<Integer> offset = offsets.get(side);
        List<Integer> mode = modes.get(side);
        List<Integer> indices = java.util.stream.IntStream.range(0, offset.size()).boxed().toList();
        return Subsequence.mask(indices, List.of(piece.moves()[side][sq].leaps()),
                (k, leap) -> offset.get(k) == leap.target() - sq && mode.get(k) == leap.modes());
    }
}
