package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.games.CaptureGames;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;

/**
 * The generated engine of each capture-and-count game agrees with the table engine at every
 * node of the start tree to depth 3 and along random games to their end, and its perft equals
 * Fairy-Stockfish's on every reference row (see {@link CaptureGames} for their provenance).
 */
class CaptureGamesEngineTest {
    @TempDir
    static Path dir;

    private static final FamilyEngines ENGINES = new FamilyEngines("org.variantc.generated.capture", CaptureGames::definition);

    static Stream<String> games() {
        return CaptureGames.NAMES.stream();
    }

    static Stream<Arguments> rows() {
        return CaptureGames.rows().stream();
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

    /** Random games until they end: captures forced, men running out, bare Kings, promotions to King. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void randomGamesAgreeAtEveryPly(String game) throws Exception {
        int plies = ENGINES.randomPliesCompared(game, dir, 12);
        assertTrue(plies > 200, game + ": only " + plies + " plies played");
    }
}
