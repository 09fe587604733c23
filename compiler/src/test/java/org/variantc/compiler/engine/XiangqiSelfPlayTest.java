package org.variantc.compiler.engine;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Xiangqi, Minixiangqi and Manchu ({@code definitions/fairy-stockfish/}, which the shipped-games
 * tests do not list): self-play games end with the result the rules confirm (mates that the
 * flying general helps give among them) and replay move by move from their PGN, as
 * {@link SelfPlayTest} checks for the shipped games.
 */
class XiangqiSelfPlayTest {
    @ParameterizedTest
    @ValueSource(strings = {"fairy-stockfish/xiangqi.variant", "fairy-stockfish/minixiangqi.variant",
        "fairy-stockfish/manchu.variant"})
    void gamesEndCorrectlyAndReplayLegally(String name) throws InterruptedException {
        new SelfPlayTest().gamesEndCorrectlyAndReplayLegally(name);
    }
}
