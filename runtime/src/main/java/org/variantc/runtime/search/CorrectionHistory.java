package org.variantc.runtime.search;

/**
 * How far the static score missed what the search found, per side to move and a key of the
 * position (its pawn structure): learnt after each node whose best move is quiet, added to the
 * static score of later nodes with the same key. An evaluation that misjudges a structure
 * misjudges it everywhere the structure stands, so the search's experience corrects it there.
 * Entries are kept in {@link #GRAIN}ths of a centipawn, bounded by gravity as the histories are,
 * so the correction stays within {@link #MOST} centipawns.
 */
final class CorrectionHistory {
    /** Fixed-point units per centipawn. */
    static final int GRAIN = 32;
    /** The largest correction, in centipawns. */
    static final int MOST = 128;
    private static final int BOUND = GRAIN * MOST;
    private static final int BITS = 14;

    private final int[][] entries = new int[2][1 << BITS];

    /** The correction in centipawns for {@code side} to move at {@code key}. */
    int correction(int side, long key) {
        return entries[side][slot(key)] / GRAIN;
    }

    /**
     * The search of a node {@code depth} deep found {@code searched} where the corrected static
     * score said {@code corrected}: the entry moves toward the difference, more for deeper searches.
     */
    void learn(int side, long key, int depth, int searched, int corrected) {
        int bonus = Math.max(-BOUND / 4, Math.min(BOUND / 4, (searched - corrected) * GRAIN * depth / 8));
        int i = slot(key);
        int e = entries[side][i];
        entries[side][i] = e + bonus - e * Math.abs(bonus) / BOUND;
    }

    private static int slot(long key) {
        return (int) ((key * 0x9E3779B97F4A7C15L) >>> (64 - BITS));
    }
}
