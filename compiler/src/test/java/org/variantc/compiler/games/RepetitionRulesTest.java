package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.Rulebooks;
import org.variantc.runtime.protocol.Diagram;
import org.variantc.runtime.protocol.Game;

/**
 * Repetition scored by rule, from hand-built positions played move by move through {@link Game}
 * ({@link RepetitionLines}): Shogi's sennichite draws, a perpetual check loses for the checker
 * (Shogi, Xiangqi, Janggi, even when the checker is ahead on points), Minishogi's repetition loses
 * for White whoever completes it, Tori Shogi's for the side that completes it.
 */
class RepetitionRulesTest {
    static Stream<RepetitionLines> lines() {
        return RepetitionLines.ALL.stream();
    }

    /** Plays the line; every position before the last is still in play. */
    static Game played(Rulebooks books, RepetitionLines line) {
        Game game = new Game(books, Games.rules(line.game()));
        game.load(line.fen());
        for (String move : line.moves()) {
            assertFalse(game.status().isOver(), line + ": over before " + move + ": " + game.status());
            game.play(move);
        }
        return game;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("lines")
    void theLastMoveEndsTheGameAsTheRuleScoresIt(RepetitionLines line) {
        Game game = played(Rulebooks.table(), line);
        assertEquals(line.ending(), game.status(), line.name());
        assertEquals(line.words(), Game.reason(game.status()));
        assertTrue(Diagram.toMove(game.position()).startsWith("Game over: "), Diagram.toMove(game.position()));
        // Taken back, the game goes on: the rule looks at the history, not at the board alone.
        game.undo();
        assertEquals(GameStatus.ONGOING, game.status());
    }

    @Test
    void theGameSaysWhoLostAndWhy() {
        Game game = played(Rulebooks.table(), RepetitionLines.ALL.stream()
                .filter(l -> l.name().equals("shogi perpetual check loses")).findFirst().orElseThrow());
        assertEquals("Game over: White loses by perpetual check (0-1).", Diagram.toMove(game.position()));
    }
}
