package org.variantc.runtime.position;

import java.util.Arrays;

/**
 * The squares around each square of a board (up to eight, fewer on the edge), in one order: what
 * an explosion reaches and what a Fire Demon burns, prepared once per rule set.
 */
public final class Ring {
    private Ring() {
    }

    /** For each square {@code f + r * files}, the squares beside it, diagonals included. */
    public static int[][] aroundEach(int files, int ranks) {
        int[][] around = new int[files * ranks][];
        for (int sq = 0; sq < around.length; sq++) {
            int[] ring = new int[8];
            int n = 0;
            for (int df = -1; df <= 1; df++) {
                for (int dr = -1; dr <= 1; dr++) {
                    int f = sq % files + df;
                    int r = sq / files + dr;
                    if ((df != 0 || dr != 0) && f >= 0 && f < files && r >= 0 && r < ranks) {
                        ring[n++] = f + r * files;
                    }
                }
            }
            around[sq] = Arrays.copyOf(ring, n);
        }
        return around;
    }
}
