package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.runtime.Perft;

/**
 * The table engine's perft of every game with several royals or one-sided castling (horde) equals
 * Fairy-Stockfish's, from the start and from four random midgame positions each (see
 * {@link RoyalGames} for where the counts came from).
 */
class RoyalGamesPerftTest {
    static Stream<Arguments> rows() {
        return RoyalGames.rows().stream();
    }

    @ParameterizedTest(name = "{0} depth {2}: {1}")
    @MethodSource("rows")
    void tableEngineMatchesFairyStockfish(String game, String fen, int depth, long nodes) {
        assertEquals(nodes, Perft.perft(Games.position(RoyalGames.definition(game), fen), depth));
    }

    /** Each game has its start and at least three midgame positions in the reference. */
    @Test
    void everyGameHasStartAndThreeMidgames() {
        List<Arguments> rows = RoyalGames.rows();
        for (String game : RoyalGames.NAMES) {
            long fens = rows.stream().filter(r -> r.get()[0].equals(game)).map(r -> r.get()[1]).distinct().count();
            assertTrue(fens >= 4, game + ": " + fens + " positions");
        }
    }
}
