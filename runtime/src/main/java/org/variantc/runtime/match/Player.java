package org.variantc.runtime.match;

import org.variantc.runtime.protocol.Game;

/** One side of a match game: our engine with some settings, or an external engine. */
public interface Player extends AutoCloseable {
    String name();

    /** A new game from {@code game}'s start position begins. */
    void newGame(Game game);

    /**
     * The move to play in {@code game} (its side to move is ours), in coordinate notation.
     *
     * @param clock the remaining times, in milliseconds, and the increment
     * @throws PlayerException when the player fails (crashes, times out, says nothing useful)
     */
    String move(Game game, MatchClock clock);

    @Override
    void close();
}
