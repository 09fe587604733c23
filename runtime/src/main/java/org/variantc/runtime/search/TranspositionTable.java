package org.variantc.runtime.search;

/**
 * Scores of searched positions by Zobrist hash, in buckets of two entries: a position's entry is
 * replaced by its own newer one; a new position takes the bucket's entry of an earlier search,
 * else its shallower one, so a deep entry survives the shallow ones (quiescence's) that pass
 * through its bucket, and a much shallower bound does not replace a deep one of the same
 * position. An entry also keeps the position's static score, so a position met again
 * is not evaluated again. Four parallel arrays, so an entry costs 22 bytes and nothing is
 * allocated while searching.
 */
public final class TranspositionTable {
    public static final int EXACT = 0;
    public static final int LOWER = 1;
    public static final int UPPER = 2;
    /** No bound: the entry holds the static score (and perhaps a move) only. */
    public static final int NONE = 3;
    /** The static score of an entry that has none (a position in check is not evaluated). */
    public static final int NO_EVAL = Short.MIN_VALUE;

    private long[] keys;
    private long[] moves;
    /** score (16 bits, signed) | depth (8) << 16 | bound (2) << 24 | age (6) << 26 */
    private int[] data;
    private short[] evals;
    private int mask;
    private int age;

    public TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    /** Clears the table to the given size, rounded down to a power of two of entries. */
    public void resize(int megabytes) {
        long entries = Math.max(1024, (long) Math.max(1, megabytes) * 1024 * 1024 / 22);
        int size = Integer.highestOneBit((int) Math.min(entries, 1 << 26));
        keys = new long[size];
        moves = new long[size];
        data = new int[size];
        evals = new short[size];
        mask = size - 1;
    }

    public void clear() {
        java.util.Arrays.fill(keys, 0);
        java.util.Arrays.fill(moves, 0);
        java.util.Arrays.fill(data, 0);
        java.util.Arrays.fill(evals, (short) 0);
    }

    /** A new search begins: entries of older searches give way first. */
    public void nextAge() {
        age = (age + 1) & 63;
    }

    /** The slot holding {@code key}, or -1. */
    public int probe(long key) {
        int i = (int) key & mask & ~1;
        if (key == 0) {
            return -1;
        }
        return keys[i] == key ? i : keys[i + 1] == key ? i + 1 : -1;
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

    /** The position's static score, or {@link #NO_EVAL}. */
    public int staticEval(int slot) {
        return evals[slot];
    }

    /**
     * Keeps a searched position: its best move (0: none found, an older move of the same
     * position is kept), score, depth, bound and static score ({@link #NO_EVAL}: none).
     */
    public void store(long key, long move, int score, int depth, int bound, int staticEval) {
        int i = (int) key & mask & ~1;
        if (keys[i + 1] == key || keys[i] != key && worth(i + 1) < worth(i)) {
            i++;
        }
        if (keys[i] == key) {
            if (bound != EXACT && depth < depth(i) - 3 && data[i] >>> 26 == age) {
                return; // a much shallower bound (quiescence's) does not drive out this search's deep one
            }
            if (move == 0) {
                move = moves[i];
            }
        }
        keys[i] = key;
        moves[i] = move;
        data[i] = (score & 0xFFFF) | Math.min(255, Math.max(0, depth)) << 16 | bound << 24 | age << 26;
        evals[i] = (short) (staticEval == NO_EVAL ? NO_EVAL : Math.max(NO_EVAL + 1, Math.min(Short.MAX_VALUE, staticEval)));
    }

    /** How much an entry is worth keeping: its depth, less for each search since it was stored. */
    private int worth(int slot) {
        int ageGap = (age - (data[slot] >>> 26)) & 63;
        return depth(slot) - 8 * ageGap;
    }
}
