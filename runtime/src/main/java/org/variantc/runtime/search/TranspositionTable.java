package org.variantc.runtime.search;

/**
 * Scores of searched positions by Zobrist hash: one entry per slot, replaced when the new
 * search is deeper or the old entry is from an earlier search. Three parallel arrays, so an
 * entry costs 20 bytes and nothing is allocated while searching.
 */
public final class TranspositionTable {
    public static final int EXACT = 0;
    public static final int LOWER = 1;
    public static final int UPPER = 2;

    private long[] keys;
    private long[] moves;
    /** score (16 bits, signed) | depth (8) << 16 | bound (2) << 24 | age (6) << 26 */
    private int[] data;
    private int mask;
    private int age;

    public TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    /** Clears the table to the given size, rounded down to a power of two of entries. */
    public void resize(int megabytes) {
        long entries = Math.max(1024, (long) Math.max(1, megabytes) * 1024 * 1024 / 20);
        int size = Integer.highestOneBit((int) Math.min(entries, 1 << 26));
        keys = new long[size];
        moves = new long[size];
        data = new int[size];
        mask = size - 1;
    }

    public void clear() {
        java.util.Arrays.fill(keys, 0);
        java.util.Arrays.fill(moves, 0);
        java.util.Arrays.fill(data, 0);
    }

    /** A new search begins: entries of older searches give way first. */
    public void nextAge() {
        age = (age + 1) & 63;
    }

    /** The slot holding {@code key}, or -1. */
    public int probe(long key) {
        int i = (int) key & mask;
        return keys[i] == key && key != 0 ? i : -1;
    }

    public long move(int slot) {
        return moves[slot];
    }

    public int score(int slot) {
        return (short) data[slot];
    }

    public int depth(int slot) {
        return (data[slot] >>> 16) & 0xFF;
    }

    public int bound(int slot) {
        return (data[slot] >>> 24) & 3;
    }

    public void store(long key, long move, int score, int depth, int bound) {
        int i = (int) key & mask;
        int oldAge = data[i] >>> 26;
        if (keys[i] == key || oldAge != age || depth >= depth(i)) {
            if (move == 0 && keys[i] == key) {
                move = moves[i];
            }
            keys[i] = key;
            moves[i] = move;
            data[i] = (score & 0xFFFF) | Math.min(255, Math.max(0, depth)) << 16 | bound << 24 | age << 26;
        }
    }
}
