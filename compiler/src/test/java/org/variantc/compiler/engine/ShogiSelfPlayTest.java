package org.variantc.compiler.engine;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The Shogi family of definitions/fairy-stockfish, played as {@link SelfPlayTest} plays the
 * shipped games: every self-play game ends with a result the rules confirm, and its PGN replays
 * move by move as legal, canonical SAN (drops, promotions, Pawn drops under nifu and uchifuzume).
 */
class ShogiSelfPlayTest {
    static List<String> games() {
        return List.of("shogi", "minishogi", "judkins", "gorogoro", "euroshogi");
    }

    @ParameterizedTest
    @MethodSource("games")
    void gamesEndCorrectlyAndReplayLegally(String game) throws InterruptedException {
        new SelfPlayTest().gamesEndCorrectlyAndReplayLegally("fairy-stockfish/" + game + ".variant");
    }
}
