package org.variantc.compiler.tables;

import java.util.ArrayList;
import java.util.List;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;

/**
 * A piece {@code confined to} a zone (a General to his palace, an Elephant to his side of the
 * river): its moves that would end outside are taken out of its tables, so both engines and the
 * page simply never see them. A rider's squares outside still block, they only stop being
 * destinations.
 */
final class Confinement {
    private Confinement() {
    }

    /** The moves of {@code moves} that end inside {@code zone} (one side's squares). */
    static SquareMoves apply(SquareMoves moves, boolean[] zone) {
        List<Leap> leaps = new ArrayList<>();
        for (Leap leap : moves.leaps()) {
            if (zone[leap.target()]) {
                leaps.add(leap);
            }
        }
        List<Ray> rays = new ArrayList<>();
        for (Ray ray : moves.rays()) {
            Ray inside = inside(ray, zone);
            if (inside != null) {
                rays.add(inside);
            }
        }
        List<Path> paths = new ArrayList<>();
        for (Path path : moves.paths()) {
            if (zone[path.destination()]) {
                paths.add(path);
            }
        }
        return new SquareMoves(leaps.toArray(new Leap[0]), rays.toArray(new Ray[0]), paths.toArray(new Path[0]));
    }

    /** The ray emitting only inside the zone, cut after its last emitting square; null when it emits nowhere. */
    private static Ray inside(Ray ray, boolean[] zone) {
        byte[] modes = ray.squareModes().clone();
        int last = -1;
        for (int k = 0; k < modes.length; k++) {
            if (!zone[ray.squares()[k]] && (modes[k] & Ray.PASS) == 0) {
                modes[k] = 0;
            }
            if (modes[k] != 0 && (modes[k] & Ray.PASS) == 0) {
                last = k;
            }
        }
        if (last < 0) {
            return null;
        }
        return new Ray(java.util.Arrays.copyOf(ray.squares(), last + 1), java.util.Arrays.copyOf(modes, last + 1),
                ray.flags(), ray.kind());
    }
}
