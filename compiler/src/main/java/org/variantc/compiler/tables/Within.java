package org.variantc.compiler.tables;

import java.util.Arrays;
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
        return ZoneFilter.apply(moves, zone, ray -> cut(ray, zone),
                path -> Arrays.stream(path.squares()).allMatch(sq -> zone[sq]),
                bend -> BendCut.apply(bend, zone, zone));
    }

    /** The ray up to its first square outside the zone; null when it emits nothing before it. */
    private static Ray cut(Ray ray, boolean[] zone) {
        int end = 0;
        while (end < ray.squares().length && zone[ray.squares()[end]]) {
            end++;
        }
        return ZoneFilter.upToLastEmitting(ray, ray.squareModes(), end);
    }
}
