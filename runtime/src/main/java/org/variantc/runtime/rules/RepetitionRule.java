package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * How a completed repetition is scored (Fairy-Stockfish's nFoldValue, nFoldValueAbsolute and
 * perpetualCheckIllegal); how many occurrences complete it is {@link EndRules#repetitions()}.
 *
 * @param outcome             the result of a repetition in which no side checked on every move
 * @param side                the side {@code outcome} is for (0 White, 1 Black: Minishogi's
 *                            repetition loses for White), or -1: for the side whose move completed
 *                            the repetition (Tori Shogi: it loses)
 * @param perpetualCheckLoses a side that gave check with every one of its moves since the first of
 *                            the counted occurrences loses; when both sides did, it is a draw
 * @param chase               Xiangqi's perpetual chase, judged after perpetual check
 */
public record RepetitionRule(Outcome outcome, int side, boolean perpetualCheckLoses, ChaseRule chase)
        implements Serializable {
    /** Chess: a repetition draws, whoever checked. */
    public static final RepetitionRule DRAW = new RepetitionRule(Outcome.DRAW, -1, false);

    /** A rule without perpetual chase. */
    public RepetitionRule(Outcome outcome, int side, boolean perpetualCheckLoses) {
        this(outcome, side, perpetualCheckLoses, ChaseRule.NONE);
    }

    /** The outcome of a plain repetition for {@code mover}, the side to move when it completes. */
    public Outcome forMover(int mover) {
        return side == mover ? outcome : flip(outcome); // side -1: the repeater, the mover's opponent
    }

    private static Outcome flip(Outcome o) {
        return o == Outcome.WIN ? Outcome.LOSS : o == Outcome.LOSS ? Outcome.WIN : Outcome.DRAW;
    }
}
