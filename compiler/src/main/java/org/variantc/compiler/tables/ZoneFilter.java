package org.variantc.compiler.tables;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;
import org.variantc.runtime.rules.Bend;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;

/**
 * The loop {@link Confinement} and {@link Within} share: a square's leaps that land in the zone,
 * its rays and paths as each rule cuts them.
 */
final class ZoneFilter {
    private ZoneFilter() {
    }

    /** @param ray the ray as the rule keeps it, or null; @param path whether the rule keeps the path */
    static SquareMoves apply(SquareMoves moves, boolean[] zone, UnaryOperator<Ray> ray, Predicate<Path> path,
                             UnaryOperator<Bend> bend) {
        List<Leap> leaps = new ArrayList<>();
        for (Leap leap : moves.leaps()) {
            if (zone[leap.target()]) {
                leaps.add(leap);
            }
        }
        List<Ray> rays = new ArrayList<>();
        for (Ray r : moves.rays()) {
            Ray kept = ray.apply(r);
            if (kept != null) {
                rays.add(kept);
            }
        }
        List<Path> paths = Arrays.stream(moves.paths()).filter(path).toList();
        Bend[] bends = Arrays.stream(moves.bends()).map(bend).filter(java.util.Objects::nonNull).toArray(Bend[]::new);
        return new SquareMoves(leaps.toArray(new Leap[0]), rays.toArray(new Ray[0]), paths.toArray(new Path[0]), bends);
    }

    /**
     * The ray with these modes over its first {@code end} squares, cut after its last emitting
     * square; null when none of them emits.
     */
    static Ray upToLastEmitting(Ray ray, byte[] modes, int end) {
        int last = -1;
        for (int k = 0; k < end; k++) {
            if (modes[k] != 0 && (modes[k] & Ray.PASS) == 0) {
                last = k;
            }
        }
        if (last < 0) {
            return null;
        }
        return new Ray(Arrays.copyOf(ray.squares(), last + 1), Arrays.copyOf(modes, last + 1), ray.flags(), ray.kind());
    }
}
