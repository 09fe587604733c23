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
    private static final int BITS = 11;
    /** [type][side][square]: the random key of a man of the structure there (null for other types). */
    private final long[][][] keys;
    /**
     * The entries side by side, {@link #STRIDE} longs each, so a look-up waits on one place of
     * memory: the key, both sides' fixed terms (the isolated, backward and connected terms, the
     * same in both phases; White's in the upper half), the passed men kept (-1: an empty entry),
     * then the passed men, two to a long ({@link #man}'s packing).
     */
    private final long[] entries = new long[STRIDE << BITS];
    private static final int STRIDE = 3 + MOST_PASSED / 2;

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
        for (int e = 0; e < 1 << BITS; e++) {
            entries[STRIDE * e + 2] = -1;
        }
    }

    /** The key of a man of the structure, to be XORed into the structure's key. */
    long key(int type, int side, int square) {
        return keys[type][side][square];
    }

    /** The entry of {@code structureKey}, or -1 when none is kept. */
    int find(long structureKey) {
        int at = STRIDE * slot(structureKey);
        return entries[at + 2] >= 0 && entries[at] == structureKey ? at : -1;
    }

    int fixed(int entry, int side) {
        return (int) (side == 0 ? entries[entry + 1] >> 32 : entries[entry + 1]);
    }

    int passedCount(int entry) {
        return (int) entries[entry + 2];
    }

    /** The {@code i}-th passed man of the entry, {@link #man}'s packing. */
    int passed(int entry, int i) {
        long two = entries[entry + 3 + i / 2];
        return (int) ((i & 1) == 0 ? two : two >>> 32);
    }

    /** Keeps a structure's figures, replacing what its slot held; {@code n} at most {@link #MOST_PASSED}. */
    void store(long structureKey, int fixedWhite, int fixedBlack, int[] men, int n) {
        int at = STRIDE * slot(structureKey);
        entries[at] = structureKey;
        entries[at + 1] = (long) fixedWhite << 32 | fixedBlack & 0xFFFFFFFFL;
        entries[at + 2] = n;
        for (int i = 0; i < n; i += 2) {
            entries[at + 3 + i / 2] = men[i] & 0xFFFFFFFFL | (i + 1 < n ? (long) men[i + 1] << 32 : 0);
        }
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
