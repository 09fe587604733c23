package org.variantc.reference;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A piece kind of the reference move generator, written by hand from the rule texts.
 *
 * <p>Offsets are given from White's point of view (dy &gt; 0 is forward); Black negates dy.
 * A kind is a plain union of components: leaps, unlimited rides, absolute-halfling rides, and
 * a few special move families (Cat overtakes, the Chess and a Half Knight's first double
 * leap, the Pawns of each game) that are coded directly in {@link ReferencePosition}.
 */
public final class Kind {

    /** Which Pawn move set, if any, this kind has. */
    public enum PawnStyle {
        NONE,
        /** FIDE Pawn; double step from the own 2nd rank however it got there. */
        FIDE,
        /** Chess and a Half: 1-4 on the first move, sideways from rank 7 on, e.p. on any passed square. */
        CHESS_AND_A_HALF,
        /** Nearlydouble: no ordinary double step; the Eurofighter double step from own rank 3 or 4. */
        EUROFIGHTER
    }

    final String name;
    final int[][] leaps;
    final int[][] rides;
    final int[][] halfRides;
    /** 0: none; 2: Cat (K, A, D plus overtakes); 3: Star Cat (adds G, H and their overtakes). */
    final int catRange;
    final boolean knightDoubleLeap;
    final PawnStyle pawn;
    final boolean royal;

    private Kind(String name, int[][] leaps, int[][] rides, int[][] halfRides, int catRange,
                 boolean knightDoubleLeap, PawnStyle pawn, boolean royal) {
        this.name = name;
        this.leaps = leaps;
        this.rides = rides;
        this.halfRides = halfRides;
        this.catRange = catRange;
        this.knightDoubleLeap = knightDoubleLeap;
        this.pawn = pawn;
        this.royal = royal;
    }

    public String name() {
        return name;
    }

    public boolean isPawn() {
        return pawn != PawnStyle.NONE;
    }

    public boolean isRoyal() {
        return royal;
    }

    @Override
    public String toString() {
        return name;
    }

    // ---- construction -------------------------------------------------------------------

    static Kind leaper(String name, int[][] leaps) {
        return new Kind(name, leaps, new int[0][], new int[0][], 0, false, PawnStyle.NONE, false);
    }

    static Kind rider(String name, int[][] dirs) {
        return new Kind(name, new int[0][], dirs, new int[0][], 0, false, PawnStyle.NONE, false);
    }

    static Kind halfling(String name, int[][] dirs) {
        return new Kind(name, new int[0][], new int[0][], dirs, 0, false, PawnStyle.NONE, false);
    }

    static Kind pawn(String name, PawnStyle style) {
        return new Kind(name, new int[0][], new int[0][], new int[0][], 0, false, style, false);
    }

    static Kind cat(String name, int range) {
        return new Kind(name, new int[0][], new int[0][], new int[0][], range, false, PawnStyle.NONE, false);
    }

    Kind royal(String newName) {
        return new Kind(newName, leaps, rides, halfRides, catRange, knightDoubleLeap, pawn, true);
    }

    Kind withKnightDoubleLeap(String newName) {
        return new Kind(newName, leaps, rides, halfRides, catRange, true, pawn, royal);
    }

    /** Plain union of the move sets of the parts (each part keeps its nature). */
    static Kind union(String name, Kind... parts) {
        List<int[]> l = new ArrayList<>();
        List<int[]> r = new ArrayList<>();
        List<int[]> h = new ArrayList<>();
        Set<String> seenL = new LinkedHashSet<>();
        Set<String> seenR = new LinkedHashSet<>();
        Set<String> seenH = new LinkedHashSet<>();
        int cat = 0;
        boolean dbl = false;
        for (Kind p : parts) {
            if (p.pawn != PawnStyle.NONE || p.royal) {
                throw new IllegalArgumentException("cannot unite Pawns or royal kinds: " + p);
            }
            for (int[] v : p.leaps) {
                if (seenL.add(v[0] + "," + v[1])) {
                    l.add(v);
                }
            }
            for (int[] v : p.rides) {
                if (seenR.add(v[0] + "," + v[1])) {
                    r.add(v);
                }
            }
            for (int[] v : p.halfRides) {
                if (seenH.add(v[0] + "," + v[1])) {
                    h.add(v);
                }
            }
            cat = Math.max(cat, p.catRange);
            dbl |= p.knightDoubleLeap;
        }
        return new Kind(name, l.toArray(new int[0][]), r.toArray(new int[0][]), h.toArray(new int[0][]),
                cat, dbl, PawnStyle.NONE, false);
    }
}
