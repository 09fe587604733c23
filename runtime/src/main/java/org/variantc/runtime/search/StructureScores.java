package org.variantc.runtime.search;

/**
 * The pawn structure's terms that its men alone decide, kept by where those men stand: the
 * isolated, backward and connected terms per side and which men are passed. A search meets the
 * same structure over and over (most moves move no man of it), so {@link PawnStructure} looks
 * its figures up here and walks only the passed men again, whose terms read the other men too
 * (the square ahead held, the path free, the royal men's distance). The key is the men's own
 * random keys XORed (type, side, square), 64 bits compared whole, so the figures are the walk's.
 *
 * <p>Not thread-safe: each evaluation has its own.
 */
final class StructureScores {
    /** The most passed men an entry keeps; a structure with more is walked whole every time. */
    static final int MOST_PASSED = 8;
    private static final int BITS = 12;
    /** [type][side][square]: the random key of a man of the structure there (null for other types). */
    private final long[][][] keys;
    private final long[] key = new long[1 << BITS];
    /** Per entry, the passed men kept, -1 for an empty entry. */
    private final byte[] passedCount = new byte[1 << BITS];
    /** Per entry and side, the isolated, backward and connected terms (the same in both phases). */
    private final int[] fixed = new int[2 << BITS];
    /** Per entry, its passed men, {@link #man}'s packing. */
    private final int[] passed = new int[MOST_PASSED << BITS];

    StructureScores(int[] memberTypes, int types, int squares) {
        keys = new long[types][][];
        long[] state = {0x57A0C7E5C0DEL};
        for (int t : memberTypes) {
            keys[t] = new long[2][squares];
            for (int s = 0; s < 2; s++) {
                for (int sq = 0; sq < squares; sq++) {
                    keys[t][s][sq] = next(state);
                }
            }
        }
        java.util.Arrays.fill(passedCount, (byte) -1);
    }

    /** The key of a man of the structure, to be XORed into the structure's key. */
    long key(int type, int side, int square) {
        return keys[type][side][square];
    }

    /** The entry of {@code structureKey}, or -1 when none is kept. */
    int find(long structureKey) {
        int slot = slot(structureKey);
        return passedCount[slot] >= 0 && key[slot] == structureKey ? slot : -1;
    }

    int fixed(int entry, int side) {
        return fixed[2 * entry + side];
    }

    int passedCount(int entry) {
        return passedCount[entry];
    }

    /** The {@code i}-th passed man of the entry, {@link #man}'s packing. */
    int passed(int entry, int i) {
        return passed[MOST_PASSED * entry + i];
    }

    /** Keeps a structure's figures, replacing what its slot held; {@code n} at most {@link #MOST_PASSED}. */
    void store(long structureKey, int fixedWhite, int fixedBlack, int[] men, int n) {
        int slot = slot(structureKey);
        key[slot] = structureKey;
        fixed[2 * slot] = fixedWhite;
        fixed[2 * slot + 1] = fixedBlack;
        System.arraycopy(men, 0, passed, MOST_PASSED * slot, n);
        passedCount[slot] = (byte) n;
    }

    /** A man packed: square, type and side. */
    static int man(int square, int type, int side) {
        return square << 8 | type << 1 | side;
    }

    static int square(int man) {
        return man >>> 8;
    }

    static int type(int man) {
        return (man >>> 1) & 0x7F;
    }

    static int side(int man) {
        return man & 1;
    }

    private static int slot(long structureKey) {
        return (int) (structureKey >>> (64 - BITS));
    }

    /** SplitMix64, from a fixed seed: the same keys in every run. */
    private static long next(long[] state) {
        long z = state[0] += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
