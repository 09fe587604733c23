package org.variantc.runtime.position;

/**
 * Random keys for the incremental position hash, from a fixed seed so hashes are the same in
 * every run. The hash covers the board, the side to move, en-passant squares and victim,
 * virgin men (only men whose virginity matters are ever marked), hands, and promoted marks only
 * where a rule reads them: where a captured promoted man reverts in hand (Crazyhouse). Elsewhere
 * a promoted Queen and an original one are the same man to every rule, so two positions that
 * differ only in which of them stands where are one position for repetition.
 */
public final class Zobrist {
    private static final long SEED = 0x5EEDC0FFEE2024L;

    final long side;
    final long[][] piece;      // [piece code (side | type+1 << 1)][square]
    final long[] enPassant;    // [square]
    final long[] enPassantVictim;
    final long[] virgin;
    final long[] promoted;     // [square], mixed with promotedType
    final long[] promotedType; // [type + 1]
    final long[][][] hand;     // [side][type][count], hand[..][..][0] == 0
    final long[][] checks;     // [side][checks given], checks[..][0] == 0 (n-check)
    final long lionStruck;     // Chu Shogi's counterstrike ban in force
    private final boolean promotedMarks;

    public Zobrist(int squares, int types, boolean promotedMarks) {
        this.promotedMarks = promotedMarks;
        long[] state = {SEED};
        side = next(state);
        piece = new long[128][squares];
        for (long[] row : piece) {
            fill(row, state);
        }
        enPassant = fill(new long[squares], state);
        enPassantVictim = fill(new long[squares], state);
        virgin = fill(new long[squares], state);
        promoted = fill(new long[squares], state);
        promotedType = fill(new long[128], state);
        // A hand holds at most the men of one origin: on the board, plus both starting hands (Capacity.inHand each).
        int maxCount = squares + 2 * Capacity.inHand(squares) + 1;
        hand = new long[2][types][maxCount];
        for (long[][] bySide : hand) {
            for (long[] byType : bySide) {
                fill(byType, state);
                byType[0] = 0;
            }
        }
        // Drawn last, so every key above is what it was before check counting existed.
        checks = new long[2][MOST_CHECKS + 1];
        for (long[] bySide : checks) {
            fill(bySide, state);
            bySide[0] = 0;
        }
        // After the checks, for the same reason: the counterstrike ban is part of the position.
        lionStruck = next(state);
    }

    /** The most checks a count can reach: Fairy-Stockfish's FEN writes the count as one digit. */
    static final int MOST_CHECKS = 9;

    private static long[] fill(long[] keys, long[] state) {
        for (int i = 0; i < keys.length; i++) {
            keys[i] = next(state);
        }
        return keys;
    }

    /** SplitMix64. */
    private static long next(long[] state) {
        long z = state[0] += 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** The key of everything a board value says about its square. */
    long square(int value, int sq) {
        if (value == 0) {
            return 0;
        }
        long key = piece[value & Man.PIECE][sq];
        if ((value & Man.VIRGIN) != 0) {
            key ^= virgin[sq];
        }
        int from = value >>> Man.PROMOTED_SHIFT;
        if (from != 0 && promotedMarks) {
            key ^= promoted[sq] ^ promotedType[from];
        }
        return key;
    }
}
