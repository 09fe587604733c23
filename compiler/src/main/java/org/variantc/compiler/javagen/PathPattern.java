package org.variantc.compiler.javagen;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;

/**
 * A piece type whose multi-leg paths are, on every square, the same few (offsets, conditions,
 * modes) in the same order, minus those that leave the board: a Eurofighter Pawn, a lame
 * Camel. Its paths are then compiled in, each intermediate square's condition tested on {@code
 * board[from + offset]}, and a per-square mask says which are on the board; the move index of
 * each is its rank among the present ones, as in the tables.
 *
 * @param shapes per side, the paths in table order
 */
public record PathPattern(List<List<Shape>> shapes) {
    /** A mask has a bit per path. */
    private static final int MAX = 31;

    /**
     * One path, relative to its origin.
     *
     * @param offsets    per square visited, its difference from the origin; the last is the destination
     * @param conditions per intermediate square, a {@link Step} code
     * @param modes      the destination's modes and whole-move flags
     */
    public record Shape(List<Integer> offsets, List<Integer> conditions, int modes) {
        /** Whether it captures a man on the way, so a move of a free man along it is still tried. */
        public boolean capturesOnTheWay() {
            return conditions.contains((int) Step.CAPTURE);
        }

        /** Whether it is a pass: back on its origin with no capture on the way. */
        public boolean passes() {
            return destination() == 0 && !capturesOnTheWay();
        }

        /** The destination's offset. */
        public int destination() {
            return offsets.get(offsets.size() - 1);
        }

        static Shape of(Path path, int from) {
            List<Integer> offsets = new ArrayList<>();
            for (int sq : path.squares()) {
                offsets.add(sq - from);
            }
            List<Integer> conditions = new ArrayList<>();
            for (byte c : path.conditions()) {
                conditions.add((int) c);
            }
            return new Shape(List.copyOf(offsets), List.copyOf(conditions), path.modes());
        }
    }

    /** The piece's pattern, or null when its paths have none. */
    static PathPattern of(PieceRules piece) {
        List<List<Shape>> sides = new ArrayList<>();
        for (SquareMoves[] side : piece.moves()) {
            List<Shape> longest = List.of();
            for (int sq = 0; sq < side.length; sq++) {
                if (side[sq].paths().length > longest.size()) {
                    longest = shapesOf(side[sq], sq);
                }
            }
            if (longest.isEmpty() || longest.size() > MAX || longest.stream().distinct().count() != longest.size()) {
                return null;
            }
            sides.add(longest);
        }
        PathPattern pattern = new PathPattern(List.copyOf(sides));
        for (int side = 0; side < piece.moves().length; side++) {
            for (int sq = 0; sq < piece.moves()[side].length; sq++) {
                if (pattern.mask(piece, side, sq) < 0) {
                    return null;
                }
            }
        }
        return pattern;
    }

    private static List<Shape> shapesOf(SquareMoves moves, int sq) {
        return Arrays.stream(moves.paths()).map(p -> Shape.of(p, sq)).toList();
    }

    /** Which of the side's paths the square has, one bit each; -1 if its paths are not a subsequence. */
    int mask(PieceRules piece, int side, int sq) {
        return Subsequence.mask(shapes.get(side), shapesOf(piece.moves()[side][sq], sq), Shape::equals);
    }

    /** The masks of every square of a side. */
    int[] table(PieceRules piece, int side) {
        int[] values = new int[piece.moves()[side].length];
        for (int sq = 0; sq < values.length; sq++) {
            values[sq] = mask(piece, side, sq);
        }
        return values;
    }
}
