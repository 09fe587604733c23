package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.games.FairyCatalogue;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;

/**
 * The generated engine of each game of {@link FairyCatalogue} agrees with the table engine at
 * every node of the start tree to depth 3 and along random games, and its perft equals
 * Fairy-Stockfish's on every reference row (provenance in {@link FairyCatalogue}).
 */
class FairyCatalogueEngineTest {
    @TempDir
    static Path dir;

    private static final FamilyEngines ENGINES = new FamilyEngines("org.variantc.generated.catalogue", FairyCatalogue::definition);

    static Stream<String> games() {
        return FairyCatalogue.NAMES.stream();
    }

    static Stream<Arguments> rows() {
        return FairyCatalogue.rows().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void theStartTreeAgreesToDepth3(String game) throws Exception {
        assertEquals(Perft.perft(Fen.start(ENGINES.rules(game)), 3), ENGINES.startTreeInLockstep(game, dir, 3));
    }

    @ParameterizedTest(name = "{0} depth {2}: {1}")
    @MethodSource("rows")
    void generatedEngineMatchesFairyStockfish(String game, String fen, int depth, long nodes) throws Exception {
        assertEquals(nodes, Perft.perft(Fen.read(ENGINES.generated(game, dir), fen), depth));
    }

    /** Random games until they end, or 300 plies each: promotions, drops, castling, en passant, goals. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void randomGamesAgreeAtEveryPly(String game) throws Exception {
        int plies = ENGINES.randomPliesCompared(game, dir, 4);
        assertTrue(plies > 40, game + ": only " + plies + " plies played");
    }
}
