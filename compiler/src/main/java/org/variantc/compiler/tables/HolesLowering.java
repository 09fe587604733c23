package org.variantc.compiler.tables;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.variantc.runtime.rules.Bend;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;

/**
 * Takes the holes (squares the setup writes {@code *}) out of a piece's move tables, as
 * Fairy-Stockfish treats them: no move ends on a hole or takes a man there; a leaper jumps over
 * one; a slide stops before it; a hopper may use it as a screen, as it uses any man, but never
 * lands on it. A hole holds a wall on the board for the whole game, so the engines' own
 * emptiness tests stop the lines and lame steps at it; the tables only lose the landings, so the
 * table engine, the generated engines and the page play holes from this one derivation.
 */
final class HolesLowering {
    private HolesLowering() {
    }

    /** The moves from {@code from} on a board with these holes; none from a hole itself. */
    static SquareMoves apply(SquareMoves moves, int from, boolean[] holes) {
        if (holes[from]) {
            return new SquareMoves(new Leap[0], new Ray[0], new Path[0]);
        }
        List<Leap> leaps = new ArrayList<>();
        for (Leap leap : moves.leaps()) {
            if (!holes[leap.target()]) {
                leaps.add(leap);
            }
        }
        List<Ray> rays = new ArrayList<>();
        for (Ray ray : moves.rays()) {
            Ray cut = ray.kind() == RayKind.SLIDE ? slide(ray, holes) : hop(ray, holes);
            if (cut != null) {
                rays.add(cut);
            }
        }
        List<Path> paths = new ArrayList<>();
        for (Path path : moves.paths()) {
            if (possible(path, holes)) {
                paths.add(path);
            }
        }
        boolean[] open = new boolean[holes.length];
        for (int sq = 0; sq < holes.length; sq++) {
            open[sq] = !holes[sq];
        }
        Bend[] bends = java.util.Arrays.stream(moves.bends()).map(bend -> BendCut.apply(bend, open, open))
                .filter(java.util.Objects::nonNull).toArray(Bend[]::new);
        return new SquareMoves(leaps.toArray(new Leap[0]), rays.toArray(new Ray[0]), paths.toArray(new Path[0]), bends);
    }

    /** A slide cut before its first walked hole (a square it leaps, {@link Ray#PASS}, may be one); null when nothing is left to emit. */
    private static Ray slide(Ray ray, boolean[] holes) {
        int length = ray.squares().length;
        for (int k = 0; k < length; k++) {
            if (holes[ray.squares()[k]] && (ray.squareModes()[k] & Ray.PASS) == 0) {
                length = k;
                break;
            }
        }
        return emitting(ray, length);
    }

    /** A hopper's ray with nothing emitted on a hole: the wall there still screens and stops it. */
    private static Ray hop(Ray ray, boolean[] holes) {
        byte[] modes = ray.squareModes().clone();
        for (int k = 0; k < modes.length; k++) {
            if (holes[ray.squares()[k]] && (modes[k] & Ray.PASS) == 0) {
                modes[k] = 0;
            }
        }
        return emitting(new Ray(ray.squares(), modes, ray.flags(), ray.kind()), modes.length);
    }

    /** The ray's first {@code length} squares, cut after the last that emits; null when none does. */
    private static Ray emitting(Ray ray, int length) {
        int last = -1;
        for (int k = 0; k < length; k++) {
            byte m = ray.squareModes()[k];
            if (m != 0 && (m & Ray.PASS) == 0) {
                last = k;
            }
        }
        if (last < 0) {
            return null;
        }
        if (last + 1 == ray.squares().length) {
            return ray;
        }
        return new Ray(Arrays.copyOf(ray.squares(), last + 1), Arrays.copyOf(ray.squareModes(), last + 1),
                ray.flags(), ray.kind());
    }

    /** Whether a path can ever be walked: it neither ends on a hole nor needs a hole empty or an enemy there. */
    private static boolean possible(Path path, boolean[] holes) {
        if (holes[path.destination()]) {
            return false;
        }
        for (int k = 0; k < path.conditions().length; k++) {
            byte c = path.conditions()[k];
            if (holes[path.squares()[k]] && (c == Step.EMPTY || c == Step.CAPTURE)) {
                return false;
            }
        }
        return true;
    }
}
