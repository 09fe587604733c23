package org.variantc.runtime.search;

import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;

/**
 * One man's moves from one square as {@link Activity} walks them, in one int array: the move
 * tables' leaps, rays and paths are records holding arrays, and the walk, run for every man at
 * every evaluation, spent much of its time following those references. Each entry is a
 * destination ({@link #SQUARE}: a leap, or a path counted by its destination) or a ray's head
 * followed by its squares; a destination and a ray's square hold the square in the low 16 bits
 * and the modes the walk reads ({@link Modes#MOVE}, {@link Modes#CAPTURE}, {@link Ray#PASS}) from
 * bit 16; a head holds the ray's length and kind. {@link #INITIAL} marks a move only a virgin man
 * makes. The order of the moves is the tables' (the walk's sums do not depend on it).
 */
final class WalkedMoves {
    private WalkedMoves() {
    }

    static final int SQUARE_MASK = 0xFFFF;
    static final int MODES_SHIFT = 16;
    /** A move only a virgin man makes. */
    static final int INITIAL = 1 << 24;
    static final int KIND_SHIFT = 25;
    /** Kinds: a destination, else a ray of {@code RAY + RayKind.ordinal()}. */
    static final int SQUARE = 0;
    static final int RAY = 1;

    private static final int READ = Modes.MOVE | Modes.CAPTURE | Ray.PASS;

    /**
     * The walk's form of {@code moves}; with {@code capturesOnly}, only the moves that may capture
     * somewhere (those of a man whose reach is not counted, walked for the threats alone).
     */
    static int[] of(SquareMoves moves, boolean capturesOnly) {
        int size = 0;
        for (Leap leap : moves.leaps()) {
            size += walked(leap.modes(), capturesOnly) ? 1 : 0;
        }
        for (Path path : moves.paths()) {
            size += walked(path.modes(), capturesOnly) ? 1 : 0;
        }
        for (Ray ray : moves.rays()) {
            size += walked(ray, capturesOnly) ? 1 + ray.squares().length : 0;
        }
        int[] out = new int[size];
        int n = 0;
        for (Leap leap : moves.leaps()) {
            if (walked(leap.modes(), capturesOnly)) {
                out[n++] = destination(leap.target(), leap.modes());
            }
        }
        for (Ray ray : moves.rays()) {
            if (!walked(ray, capturesOnly)) {
                continue;
            }
            int[] squares = ray.squares();
            out[n++] = squares.length | (RAY + ray.kind().ordinal()) << KIND_SHIFT | initial(ray.flags());
            for (int k = 0; k < squares.length; k++) {
                out[n++] = squares[k] | (ray.squareModes()[k] & READ) << MODES_SHIFT;
            }
        }
        for (Path path : moves.paths()) {
            if (walked(path.modes(), capturesOnly)) {
                out[n++] = destination(path.destination(), path.modes());
            }
        }
        return out;
    }

    private static boolean walked(int modes, boolean capturesOnly) {
        return !capturesOnly || (modes & Modes.CAPTURE) != 0;
    }

    private static boolean walked(Ray ray, boolean capturesOnly) {
        for (byte modes : ray.squareModes()) {
            if (walked(modes, capturesOnly)) {
                return true;
            }
        }
        return !capturesOnly;
    }

    private static int destination(int square, int modes) {
        return square | (modes & Modes.MOVE_OR_CAPTURE) << MODES_SHIFT | SQUARE << KIND_SHIFT | initial(modes);
    }

    private static int initial(int modes) {
        return (modes & Modes.INITIAL) != 0 ? INITIAL : 0;
    }
}
