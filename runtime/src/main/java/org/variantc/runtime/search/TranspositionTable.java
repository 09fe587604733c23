package org.variantc.runtime.search;

/**
 * Scores of searched positions by Zobrist hash: one entry per slot, replaced when the new
 * search is deeper or the old entry is from an earlier search. An entry is three longs side by
 * side in one array (key, move, data), so a probe and the reads after it touch one place of
 * memory, not one in each of three arrays (the table is far bigger than the caches: each place
 * read is a wait); nothing is allocated while searching. The number of entries is the
 * megabytes over 20 bytes, rounded down to a power of two, as when an entry took 20 bytes.
 */
public final class TranspositionTable {
    public static final int EXACT = 0;
    public static final int LOWER = 1;
    public static final int UPPER = 2;

    /** Where an entry's fields stand from its slot: the key, the move, and the data. */
    private static final int KEY = 0;
    private static final int MOVE = 1;
    private static final int DATA = 2;
    private static final int STRIDE = 3;

    /** Per entry, from {@link #STRIDE} × its index: key, move, data (score (16 bits, signed) | depth (8) << 16 | bound (2) << 24 | age (6) << 26). */
    private long[] entries;
    private int mask;
    private int age;

    public TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    /** Clears the table to the given size, rounded down to a power of two of entries. */
    public void resize(int megabytes) {
        long wanted = Math.max(1024, (long) Math.max(1, megabytes) * 1024 * 1024 / 20);
        int size = Integer.highestOneBit((int) Math.min(wanted, 1 << 26));
        entries = new long[STRIDE * size];
        mask = size - 1;
    }

    public void clear() {
        java.util.Arrays.fill(entries, 0);
    }

    /** A new search begins: entries of older searches give way first. */
    public void nextAge() {
        age = (age + 1) & 63;
    }

    /** The slot holding {@code key}, or -1. */
    public int probe(long key) {
        int i = STRIDE * ((int) key & mask);
        return entries[i + KEY] == key && key != 0 ? i : -1;
    }

    public long move(int slot) {
        return entries[slot + MOVE];
    }

    public int score(int slot) {
        return (short) data(slot);
    }

    public int depth(int slot) {
        return (data(slot) >>> 16) & 0xFF;
    }

    public int bound(int slot) {
        return (data(slot) >>> 24) & 3;
    }

    private int data(int slot) {
        return (int) entries[slot + DATA];
    }

    public void store(long key, long move, int score, int depth, int bound) {
        int i = STRIDE * ((int) key & mask);
        int oldAge = data(i) >>> 26;
        if (entries[i + KEY] == key || oldAge != age || depth >= depth(i)) {
            if (move == 0 && entries[i + KEY] == key) {
                move = entries[i + MOVE];
            }
            entries[i + KEY] = key;
            entries[i + MOVE] = move;
            entries[i + DATA] = (score & 0xFFFF) | Math.min(255, Math.max(0, depth)) << 16 | bound << 24 | age << 26;
        }
    }
}
