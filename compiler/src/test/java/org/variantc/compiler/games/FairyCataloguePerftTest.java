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
 * The table engine's perft of every game of {@link FairyCatalogue} equals Fairy-Stockfish's,
 * from the start and from four random midgame positions each (provenance in
 * {@link FairyCatalogue}).
 */
class FairyCataloguePerftTest {
    static Stream<Arguments> rows() {
        return FairyCatalogue.rows().stream();
    }

    @ParameterizedTest(name = "{0} depth {2}: {1}")
    @MethodSource("rows")
    void tableEngineMatchesFairyStockfish(String game, String fen, int depth, long nodes) {
        assertEquals(nodes, Perft.perft(Games.position(FairyCatalogue.definition(game), fen), depth));
    }

    /** Each game has its start and at least three midgame positions in the reference. */
    @Test
    void everyGameHasStartAndThreeMidgames() {
        List<Arguments> rows = FairyCatalogue.rows();
        for (String game : FairyCatalogue.NAMES) {
            long fens = rows.stream().filter(r -> r.get()[0].equals(game)).map(r -> r.get()[1]).distinct().count();
            assertTrue(fens >= 4, game + ": " + fens + " positions");
        }
    }
}
