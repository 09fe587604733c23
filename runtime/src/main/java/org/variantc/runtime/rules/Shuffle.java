package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * A shuffled start (Chess960, Capablanca Random Chess): the men the setup puts on White's first
 * rank are placed anew for each game, under the placement rules below; Black's rank mirrors
 * White's, file for file. The numbering of the arrays and the placements are
 * {@code StartArrays}'s.
 *
 * @param men               the types on White's first rank, file by file, as the setup has them
 * @param differentColours  pairs of types {@code {a, b}}: the two men stand on squares of
 *                          different colours (Bishops; Queen and Archbishop)
 * @param inner             the type whose man stands between the two men of {@code outer} (the
 *                          King between the Rooks); the castling partners are of type outer
 * @param outer             see inner
 * @param protectedRank     a rank (from 0) every man of which a man of its own side must protect at
 *                          the start (CRC's protected Pawns), or -1
 */
public record Shuffle(int[] men, int[][] differentColours, int inner, int outer, int protectedRank)
        implements Serializable {
}
