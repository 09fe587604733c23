package org.variantc.runtime.search;

/**
 * Scores of searched positions by Zobrist hash, in buckets of two entries: a position's entry is
 * replaced by its own newer one; a new position takes the bucket's entry of an earlier search,
 * else its shallower one, so a deep entry survives the shallow ones (quiescence's) that pass
 * through its bucket, and a much shallower bound does not replace a deep one of the same
 * position. An entry also keeps the position's static score, so a position met again is not
 * evaluated again.
 *
 * <p>An entry is three longs side by side in one array (key, move, data), and a bucket's two
 * entries stand next to each other, so a probe and the reads after it touch one place of memory,
 * not one in each of several arrays (the table is far bigger than the caches: each place read is
 * a wait); nothing is allocated while searching. The number of entries is the megabytes over 22
 * bytes, rounded down to a power of two.
 */
public final class TranspositionTable {
    public static final int EXACT = 0;
    public static final int LOWER = 1;
    public static final int UPPER = 2;
    /** No bound: the entry holds the static score (and perhaps a move) only. */
    public static final int NONE = 3;
    /** The static score of an entry that has none (a position in check is not evaluated). */
    public static final int NO_EVAL = Short.MIN_VALUE;

    /** Where an entry's fields stand from its slot: the key, the move, and the data. */
    private static final int KEY = 0;
    private static final int MOVE = 1;
    private static final int DATA = 2;
    private static final int STRIDE = 3;

    /**
     * Per entry, from {@link #STRIDE} × its index: key, move, data (score (16 bits, signed) |
     * depth (8) << 16 | bound (2) << 24 | age (6) << 26 | static score (16, signed) << 32).
     */
    private long[] entries;
    private int mask;
    private int age;

    public TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    /** Clears the table to the given size, rounded down to a power of two of entries. */
    public void resize(int megabytes) {
        long wanted = Math.max(1024, (long) Math.max(1, megabytes) * 1024 * 1024 / 22);
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
        if (key == 0) {
            return -1;
        }
        int i = bucket(key);
        return entries[i + KEY] == key ? i : entries[i + STRIDE + KEY] == key ? i + STRIDE : -1;
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

    /** The position's static score, or {@link #NO_EVAL}. */
    public int staticEval(int slot) {
        return (short) (entries[slot + DATA] >>> 32);
    }

    /**
     * Keeps a searched position: its best move (0: none found, an older move of the same
     * position is kept), score, depth, bound and static score ({@link #NO_EVAL}: none).
     */
    public void store(long key, long move, int score, int depth, int bound, int staticEval) {
        int i = bucket(key);
        int other = i + STRIDE;
        if (entries[other + KEY] == key || entries[i + KEY] != key && worth(other) < worth(i)) {
            i = other;
        }
        if (entries[i + KEY] == key) {
            if (bound != EXACT && depth < depth(i) - 3 && data(i) >>> 26 == age) {
                return; // a much shallower bound (quiescence's) does not drive out this search's deep one
            }
            if (move == 0) {
                move = entries[i + MOVE];
            }
        }
        int kept = staticEval == NO_EVAL ? NO_EVAL : Math.max(NO_EVAL + 1, Math.min(Short.MAX_VALUE, staticEval));
        entries[i + KEY] = key;
        entries[i + MOVE] = move;
        entries[i + DATA] = ((long) kept & 0xFFFF) << 32
                | ((score & 0xFFFF) | Math.min(255, Math.max(0, depth)) << 16 | bound << 24 | age << 26) & 0xFFFFFFFFL;
    }

    /** The first slot of the key's bucket. */
    private int bucket(long key) {
        return STRIDE * ((int) key & mask & ~1);
    }

    private int data(int slot) {
        return (int) entries[slot + DATA];
    }

    /** How much an entry is worth keeping: its depth, less for each search since it was stored. */
    private int worth(int slot) {
        int ageGap = (age - (data(slot) >>> 26)) & 63;
        return depth(slot) - 8 * ageGap;
    }
}
