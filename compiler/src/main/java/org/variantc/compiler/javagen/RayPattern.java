package org.variantc.compiler.javagen;

import java.util.ArrayList;
import java.util.List;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;

/**
 * A piece type whose rays are plain slides along the same few steps on every square, in the same
 * order, each cut only in length (by the edge, a range, a halfling's reach): a Rook, a Bishop, a
 * half-Queen, a Pawn's double step. Its rays are then compiled in as one walk per step, {@code
 * to += step}, and a per-square table gives each ray's length, 0 where it is absent; the move
 * index of a ray is its rank among the present ones, as in the tables. No table load per square
 * walked. What a ray may emit on its k-th square must be the same from every square.
 *
 * @param directions per side, each ray's step and modes, in table order
 */
public record RayPattern(List<List<Direction>> directions) {
    /** More directions would grow the generated code more than they save. */
    private static final int MAX = 16;
    /** A ray whose modes vary along it is unrolled square by square, so it must be short. */
    private static final int MAX_UNROLLED = 4;

    /**
     * One ray direction.
     *
     * @param step  the square difference of one step
     * @param modes what it may emit on its k-th square ({@link org.variantc.runtime.rules.Modes#MOVE},
     *              {@code CAPTURE}), for its longest ray
     */
    public record Direction(int step, List<Integer> modes) {
        /** Whether it emits the same on every square, so it is walked by a loop. */
        public boolean uniform() {
            return modes.stream().distinct().count() == 1;
        }

        /** The one mode of a uniform direction. */
        public int mode() {
            return modes.get(0);
        }
    }

    /** The piece's pattern, or null when its rays have none. */
    static RayPattern of(PieceRules piece, ComponentView rays) {
        if (!rays.present() || !rays.slidesOnly() || !rays.constantFlags() || rays.pass()
                || (rays.flags() & Modes.EN_PASSANT) != 0) {
            return null;
        }
        List<List<Direction>> sides = new ArrayList<>();
        for (SquareMoves[] side : piece.moves()) {
            List<Direction> directions = directionsOf(side);
            if (directions == null) {
                return null;
            }
            sides.add(List.copyOf(directions));
        }
        RayPattern pattern = new RayPattern(List.copyOf(sides));
        for (int side = 0; side < piece.moves().length; side++) {
            for (int sq = 0; sq < piece.moves()[side].length; sq++) {
                if (pattern.lengths(piece, side, sq) == null) {
                    return null;
                }
            }
        }
        return pattern;
    }

    /** The directions of one side: the order of its square with most rays, each with its longest modes. */
    private static List<Direction> directionsOf(SquareMoves[] side) {
        List<Integer> steps = List.of();
        for (int sq = 0; sq < side.length; sq++) {
            if (side[sq].rays().length > steps.size()) {
                steps = stepsOf(side[sq], sq);
                if (steps == null) {
                    return null;
                }
            }
        }
        if (steps.isEmpty() || steps.size() > MAX || steps.stream().distinct().count() != steps.size()) {
            return null;
        }
        List<Direction> directions = new ArrayList<>();
        for (int step : steps) {
            byte[] longest = new byte[0];
            for (int sq = 0; sq < side.length; sq++) {
                for (Ray ray : side[sq].rays()) {
                    if (ray.squares()[0] - sq == step && ray.squareModes().length > longest.length) {
                        longest = ray.squareModes();
                    }
                }
            }
            List<Integer> modes = new ArrayList<>();
            for (byte m : longest) {
                modes.add((int) m);
            }
            Direction d = new Direction(step, List.copyOf(modes));
            if (!d.uniform() && modes.size() > MAX_UNROLLED) {
                return null;
            }
            directions.add(d);
        }
        return directions;
    }
    /** The steps of a square's rays, or null when one is not a straight walk from the square. */
    private static List<Integer> stepsOf(SquareMoves moves, int sq) {
        List<Integer> steps = new ArrayList<>();
        for (Ray ray : moves.rays()) {
            int step = ray.squares()[0] - sq;
            for (int k = 0; k < ray.squares().length; k++) {
                if (ray.squares()[k] != sq + (k + 1) * step) {
                    return null;
                }
            }
            if (ray.kind() != RayKind.SLIDE) {
                return null;
            }
            steps.add(step);
        }
        return steps;
    }

    /** The number of directions of a side. */
    int count(int side) {
        return directions.get(side).size();
    }

    /**
     * Per direction, the length of the square's ray that way (0 for none); null if they do not
     * fit: out of order, or emitting other than the direction does.
     */
    int[] lengths(PieceRules piece, int side, int sq) {
        List<Direction> ways = directions.get(side);
        if (stepsOf(piece.moves()[side][sq], sq) == null) {
            return null; // some ray is not a straight walk from the square
        }
        List<Ray> rays = List.of(piece.moves()[side][sq].rays());
        int[] at = Subsequence.positions(ways, rays, (way, ray) -> way.step() == ray.squares()[0] - sq && fits(ray, way));
        if (at == null) {
            return null;
        }
        int[] lengths = new int[ways.size()];
        for (int r = 0; r < at.length; r++) {
            lengths[at[r]] = rays.get(r).squares().length;
        }
        return lengths;
    }

    private static boolean fits(Ray ray, Direction direction) {
        if (ray.squareModes().length > direction.modes().size()) {
            return false;
        }
        for (int k = 0; k < ray.squareModes().length; k++) {
            if (ray.squareModes()[k] != direction.modes().get(k)) {
                return false;
            }
        }
        return true;
    }

    /** The lengths of every square of a side, square by square. */
    int[] table(PieceRules piece, int side) {
        int d = count(side);
        int[] values = new int[piece.moves()[side].length * d];
        for (int sq = 0; sq < piece.moves()[side].length; sq++) {
            System.arraycopy(lengths(piece, side, sq), 0, values, sq * d, d);
        }
        return values;
    }
}
