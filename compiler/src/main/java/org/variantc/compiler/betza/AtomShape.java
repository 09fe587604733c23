package org.variantc.compiler.betza;

import java.util.ArrayList;
import java.util.List;

/**
 * The shape of a leap, {@code (long, short)} with {@code long >= short >= 0}: W is (1,0), N is
 * (2,1). A shape stands for all its symmetric vectors.
 */
record AtomShape(int longSide, int shortSide) {

    boolean orthogonal() {
        return shortSide == 0;
    }

    boolean diagonal() {
        return longSide == shortSide;
    }

    boolean oblique() {
        return !orthogonal() && !diagonal();
    }

    /** Squares strictly between start and end on a straight leap (D has 1, H has 2, N none). */
    int between() {
        return orthogonal() || diagonal() ? longSide - 1 : 0;
    }

    /** All distinct vectors of this shape, in a fixed order. */
    List<int[]> vectors() {
        List<int[]> out = new ArrayList<>();
        int a = longSide;
        int b = shortSide;
        int[][] candidates = {
            {b, a}, {-b, a}, {b, -a}, {-b, -a}, {a, b}, {-a, b}, {a, -b}, {-a, -b}
        };
        for (int[] v : candidates) {
            if (out.stream().noneMatch(w -> w[0] == v[0] && w[1] == v[1])) {
                out.add(v);
            }
        }
        return out;
    }

    static AtomShape of(int x, int y) {
        int ax = Math.abs(x);
        int ay = Math.abs(y);
        return new AtomShape(Math.max(ax, ay), Math.min(ax, ay));
    }
}
