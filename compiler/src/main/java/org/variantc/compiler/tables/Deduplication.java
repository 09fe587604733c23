package org.variantc.compiler.tables;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.variantc.runtime.rules.Bend;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.RayKind;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;

/**
 * Removes destinations one component emits that another already emits whenever the first could
 * (same square, no more squares required empty, no stricter unmoved condition): {@code RD}'s
 * Dabbaba leap makes the Rook's second square redundant, {@code fmW} the first square of a
 * Pawn's {@code ifmR4}. Rays keep walking such squares (they still block); they only stop
 * emitting them. Moves whose effects differ (hops, captures on the way) are never merged.
 * Rays and paths are reduced first, so where two emissions are equal the leap survives.
 */
final class Deduplication {
    private static final int EMITTED = Modes.MOVE | Modes.CAPTURE | Modes.EN_PASSANT;

    private Deduplication() {
    }

    /** Bent lines are kept whole: where they land depends on the men, so the generators leave out a landing already made. */
    static SquareMoves apply(List<Leap> leaps, List<Ray> rays, List<Path> paths, List<Bend> bends) {
        List<Emission> all = new ArrayList<>();
        for (int r = 0; r < rays.size(); r++) {
            rayEmissions(rays.get(r), r, all);
        }
        for (int p = 0; p < paths.size(); p++) {
            all.add(pathEmission(paths.get(p), p));
        }
        for (int l = 0; l < leaps.size(); l++) {
            Leap leap = leaps.get(l);
            all.add(new Emission(Emission.Owner.LEAP, l, 0, leap.target(), leap.modes() & EMITTED,
                Modes.has(leap.modes(), Modes.INITIAL), new BitSet(), true));
        }
        reduce(all);
        SquareMoves reduced = assemble(leaps, rays, paths, all);
        return new SquareMoves(reduced.leaps(), reduced.rays(), reduced.paths(), bends.toArray(new Bend[0]));
    }

    /**
     * Takes from each emission what another already emits. Only emissions to the same square can
     * cover each other, so each is compared within its destination's group (in the same order as
     * over the whole list), not with every other emission.
     */
    private static void reduce(List<Emission> all) {
        Map<Integer, List<Emission>> byDestination = new HashMap<>();
        for (Emission e : all) {
            byDestination.computeIfAbsent(e.destination, d -> new ArrayList<>()).add(e);
        }
        for (Emission e : all) {
            for (Emission other : byDestination.get(e.destination)) {
                e.modes &= ~e.coveredBy(other);
            }
        }
    }

    private static void rayEmissions(Ray ray, int r, List<Emission> out) {
        boolean comparable = ray.kind() == RayKind.SLIDE;
        BitSet before = new BitSet();
        byte[] modes = ray.squareModes();
        for (int i = 0; i < modes.length; i++) {
            if (modes[i] != Ray.PASS && modes[i] != 0) {
                int emitted = modes[i] | (ray.flags() & Modes.EN_PASSANT);
                out.add(new Emission(Emission.Owner.RAY, r, i, ray.squares()[i], emitted,
                    Modes.has(ray.flags(), Modes.INITIAL), (BitSet) before.clone(), comparable));
            }
            if (modes[i] != Ray.PASS) {
                before.set(ray.squares()[i]);
            }
        }
    }

    private static Emission pathEmission(Path path, int p) {
        BitSet empty = new BitSet();
        boolean comparable = true;
        for (int i = 0; i < path.conditions().length; i++) {
            switch (path.conditions()[i]) {
                case Step.EMPTY -> empty.set(path.squares()[i]);
                case Step.ANY -> { }
                // A man captured or hopped on the way: no leap or ray does the same.
                case Step.CAPTURE, Step.OCCUPIED -> comparable = false;
                default -> throw new IllegalArgumentException("not a step code: " + path.conditions()[i]);
            }
        }
        return new Emission(Emission.Owner.PATH, p, 0, path.destination(), path.modes() & EMITTED,
            Modes.has(path.modes(), Modes.INITIAL), empty, comparable);
    }

    private static SquareMoves assemble(List<Leap> leaps, List<Ray> rays, List<Path> paths, List<Emission> all) {
        int[] leapModes = leaps.stream().mapToInt(l -> l.modes() & ~EMITTED).toArray();
        int[] pathModes = paths.stream().mapToInt(p -> p.modes() & ~EMITTED).toArray();
        List<byte[]> rayModes = new ArrayList<>();
        for (Ray ray : rays) {
            byte[] m = ray.squareModes().clone();
            for (int i = 0; i < m.length; i++) {
                m[i] = m[i] == Ray.PASS ? Ray.PASS : 0;
            }
            rayModes.add(m);
        }
        for (Emission e : all) {
            switch (e.owner) {
                case LEAP -> leapModes[e.component] |= e.modes;
                case PATH -> pathModes[e.component] |= e.modes;
                case RAY -> rayModes.get(e.component)[e.index] = (byte) (e.modes & (Modes.MOVE | Modes.CAPTURE));
            }
        }
        List<Leap> outLeaps = new ArrayList<>();
        for (int i = 0; i < leaps.size(); i++) {
            if ((leapModes[i] & EMITTED) != 0) {
                outLeaps.add(new Leap(leaps.get(i).target(), leapModes[i]));
            }
        }
        List<Ray> outRays = new ArrayList<>();
        for (int r = 0; r < rays.size(); r++) {
            byte[] m = rayModes.get(r);
            int end = m.length;
            while (end > 0 && (m[end - 1] == 0 || m[end - 1] == Ray.PASS)) {
                end--;
            }
            if (end > 0) {
                Ray ray = rays.get(r);
                outRays.add(new Ray(Arrays.copyOf(ray.squares(), end), Arrays.copyOf(m, end), ray.flags(), ray.kind()));
            }
        }
        List<Path> outPaths = new ArrayList<>();
        for (int i = 0; i < paths.size(); i++) {
            if ((pathModes[i] & (Modes.MOVE | Modes.CAPTURE)) != 0) {
                Path p = paths.get(i);
                outPaths.add(new Path(p.squares(), p.conditions(), pathModes[i]));
            }
        }
        return new SquareMoves(outLeaps.toArray(Leap[]::new), outRays.toArray(Ray[]::new), outPaths.toArray(Path[]::new));
    }
}
