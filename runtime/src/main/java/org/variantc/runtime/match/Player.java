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
     * @throws ResultClaim when the player claims the game ended instead of moving
     * @throws MatchStopped when the player cannot play this game at all (it refused the variant)
     */
    String move(Game game, MatchClock clock);

    /**
     * Whether the match clock binds this player. One that searches a fixed number of nodes or
     * plies takes as long as the machine needs for them, so charging it time would score the
     * machine's speed, not its moves.
     */
    default boolean playsOnTheClock() {
        return true;
    }

    @Override
    void close();
}
