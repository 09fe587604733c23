package org.variantc.compiler.engine;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The hand games of definitions/fairy-stockfish, played as {@link SelfPlayTest} plays the shipped
 * games: every self-play game ends with a result the rules confirm, and its PGN replays move by move
 * as legal, canonical SAN (the setup phase's drops, castling by dropped men, promotions in place).
 */
class HandGamesSelfPlayTest {
    static List<String> games() {
        return List.of("pocketknight", "dragon", "placement", "sittuyin");
    }

    @ParameterizedTest
    @MethodSource("games")
    void gamesEndCorrectlyAndReplayLegally(String game) throws InterruptedException {
        new SelfPlayTest().gamesEndCorrectlyAndReplayLegally("fairy-stockfish/" + game + ".variant");
    }
}
