package org.variantc.compiler.tables;

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
        return ZoneFilter.apply(moves, zone, ray -> inside(ray, zone), path -> zone[path.destination()],
                bend -> BendCut.apply(bend, everywhere(zone), zone));
    }

    private static boolean[] everywhere(boolean[] zone) {
        boolean[] all = new boolean[zone.length];
        java.util.Arrays.fill(all, true);
        return all;
    }

    /** The ray emitting only inside the zone, cut after its last emitting square; null when it emits nowhere. */
    private static Ray inside(Ray ray, boolean[] zone) {
        byte[] modes = ray.squareModes().clone();
        for (int k = 0; k < modes.length; k++) {
            if (!zone[ray.squares()[k]] && (modes[k] & Ray.PASS) == 0) {
                modes[k] = 0;
            }
        }
        return ZoneFilter.upToLastEmitting(ray, modes, modes.length);
    }
}
