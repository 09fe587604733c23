package org.variantc.compiler.engine;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Issue 16's games with holes ({@code definitions/fairy-stockfish/}): the search plays them,
 * every self-play game ends with a result the rules confirm and its PGN replays legally, as
 * {@link SelfPlayTest} holds for every shipped game.
 */
class HolesSelfPlayTest {
    @ParameterizedTest
    @ValueSource(strings = {"fairy-stockfish/gustav3.variant", "fairy-stockfish/omicron.variant",
        "fairy-stockfish/troitzky.variant"})
    void holeGamesEndCorrectlyAndReplayLegally(String name) throws InterruptedException {
        new SelfPlayTest().gamesEndCorrectlyAndReplayLegally(name);
    }
}
