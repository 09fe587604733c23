package org.variantc.compiler.tables;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;

/**
 * A move clause {@code within} a zone (Janggi's palace diagonals): from a square of the zone, its
 * leaps that land inside, its rays cut at the first square outside (a ray cannot pass through
 * it), its paths whose every square is inside. Unlike {@link Confinement}, the squares outside are
 * no part of the move at all.
 */
final class Within {
    private Within() {
    }

    static SquareMoves apply(SquareMoves moves, boolean[] zone) {
        List<Leap> leaps = new ArrayList<>();
        for (Leap leap : moves.leaps()) {
            if (zone[leap.target()]) {
                leaps.add(leap);
            }
        }
        List<Ray> rays = new ArrayList<>();
        for (Ray ray : moves.rays()) {
            Ray inside = cut(ray, zone);
            if (inside != null) {
                rays.add(inside);
            }
        }
        List<Path> paths = new ArrayList<>();
        for (Path path : moves.paths()) {
            if (Arrays.stream(path.squares()).allMatch(sq -> zone[sq])) {
                paths.add(path);
            }
        }
        return new SquareMoves(leaps.toArray(new Leap[0]), rays.toArray(new Ray[0]), paths.toArray(new Path[0]));
    }

    /** The ray up to its first square outside the zone; null when it emits nothing before it. */
    private static Ray cut(Ray ray, boolean[] zone) {
        int end = 0;
        while (end < ray.squares().length && zone[ray.squares()[end]]) {
            end++;
        }
        int last = -1;
        for (int k = 0; k < end; k++) {
            byte mode = ray.squareModes()[k];
            if (mode != 0 && (mode & Ray.PASS) == 0) {
                last = k;
            }
        }
        if (last < 0) {
            return null;
        }
        return new Ray(Arrays.copyOf(ray.squares(), last + 1), Arrays.copyOf(ray.squareModes(), last + 1),
                ray.flags(), ray.kind());
    }
}
