package org.variantc.runtime;

import org.variantc.runtime.rules.Outcome;

/**
 * How the game has ended, read for the side to move: its outcome and the rule that ended it.
 * {@link GameStatus} turns it into a result of the game, the search into a score.
 */
public record GameEnd(Outcome outcome, GameStatus.Reason reason) {

    /** {@code winner} has won: a win or a loss for {@code mover}, the side to move. */
    static GameEnd won(int winner, int mover, GameStatus.Reason reason) {
        return new GameEnd(winner == mover ? Outcome.WIN : Outcome.LOSS, reason);
    }

    /** A rule gave {@code side} this outcome; read for {@code mover}, the side to move. */
    static GameEnd forSide(Outcome outcome, int side, int mover, GameStatus.Reason reason) {
        return new GameEnd(side == mover ? outcome : opposite(outcome), reason);
    }

    /** The side to move's outcome seen from the other side. */
    private static Outcome opposite(Outcome outcome) {
        return switch (outcome) {
            case WIN -> Outcome.LOSS;
            case LOSS -> Outcome.WIN;
            case DRAW -> Outcome.DRAW;
        };
    }
}
