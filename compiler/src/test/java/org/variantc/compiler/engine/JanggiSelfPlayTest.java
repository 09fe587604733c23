package org.variantc.compiler.engine;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Janggi's four games ({@code definitions/fairy-stockfish/}, which the shipped-games tests do not
 * list): self-play games end with the result the rules confirm (passes, bikjang and the point
 * count among the endings) and replay move by move from their PGN, passes included, as
 * {@link SelfPlayTest} checks for the shipped games.
 */
class JanggiSelfPlayTest {
    @ParameterizedTest
    @ValueSource(strings = {"fairy-stockfish/janggi.variant", "fairy-stockfish/janggitraditional.variant",
        "fairy-stockfish/janggimodern.variant", "fairy-stockfish/janggicasual.variant"})
    void gamesEndCorrectlyAndReplayLegally(String name) throws InterruptedException {
        new SelfPlayTest().gamesEndCorrectlyAndReplayLegally(name);
    }
}
