package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * How a side without legal moves is scored, beside {@link EndRules#stalemate()}.
 *
 * @param checkmate        the result for the mated side: a loss in chess, a win in Misère and Losers
 * @param stalemateByCount a stalemate is decided by counting men on the board: fewer men wins,
 *                         as many draws (Suicide chess); {@link EndRules#stalemate()} is then unused
 */
public record Scoring(Outcome checkmate, boolean stalemateByCount) implements Serializable {
    public static final Scoring CHESS = new Scoring(Outcome.LOSS, false);
}
