package org.variantc.compiler.model;

import java.util.BitSet;

/** A set of squares, seen from White's side. */
public record Zone(BitSet squares) {
    public boolean contains(int square) {
        return squares.get(square);
    }

    /** The same zone for {@code side}: as written for White (0), mirrored for Black (1). */
    public boolean[] forSide(Board board, int side) {
        boolean[] out = new boolean[board.squares()];
        for (int sq = squares.nextSetBit(0); sq >= 0; sq = squares.nextSetBit(sq + 1)) {
            out[side == 0 ? sq : board.mirror(sq)] = true;
        }
        return out;
    }
}
