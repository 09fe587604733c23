package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * How a side without legal moves is scored, beside {@link EndRules#stalemate()}.
 *
 * @param checkmate        the result for the mated side: a loss in chess, a win in Misère and Losers
 * @param stalemateByCount a stalemate is decided by counting men on the board: fewer men wins,
 *                         as many draw (Suicide chess); {@link EndRules#stalemate()} is then unused
 * @param aloneTypes       a mate given by men of these types (bit = type) alone, no other man
 *                         checking, is scored {@code alone} instead (Shatar: a Knight's mate); 0 for none
 * @param alone            the result for the mated side of such a mate
 * @param seriesTypes      a mate counts only if one check of the unbroken series of checks that led
 *                         to it was given by a man of these types, else it draws (Shatar's shak by
 *                         Rook, Knight or Bers); 0 for no such condition
 */
public record Scoring(Outcome checkmate, boolean stalemateByCount, long aloneTypes, Outcome alone, long seriesTypes)
        implements Serializable {
    public static final Scoring CHESS = new Scoring(Outcome.LOSS, false);

    public Scoring(Outcome checkmate, boolean stalemateByCount) {
        this(checkmate, stalemateByCount, 0, Outcome.LOSS, 0);
    }
}
