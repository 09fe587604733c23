package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * A game decided by the men a side has left, checked before every move: a side with at most
 * {@code atMost} men of one of {@code types} (of all its men together when {@code types} is
 * empty; men in hand count) while the other side has at least {@code opponentAtLeast} of them
 * gets {@code outcome}. Antichess: no men left wins; Extinction chess: no King, Queen, Rook,
 * Bishop, Knight or Pawn left loses; Shatranj's bare King: one man left loses when the opponent
 * has two, or three when the bared side is to move and could still bare him back
 * ({@code bareBack}).
 *
 * @param outcome         the result for the side whose men ran out
 * @param types           the piece types counted one by one; empty: all men together
 * @param atMost          the side has lost its men when it has this many or fewer
 * @param opponentAtLeast the rule applies only while the other side has at least this many
 * @param bareBack        the side to move, just reduced, needs one more man against it: it may
 *                        still capture back
 */
public record Extinction(Outcome outcome, int[] types, int atMost, int opponentAtLeast, boolean bareBack)
        implements Serializable {
    /** Whether all men are counted together rather than type by type. */
    public boolean allMen() {
        return types.length == 0;
    }
}
