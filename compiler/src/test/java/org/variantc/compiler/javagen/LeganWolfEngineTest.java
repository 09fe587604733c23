package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.games.LeganWolfGames;
import org.variantc.compiler.games.SjaakCatalogue;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;

/**
 * Legan and Wolf chess in the generated engines: each agrees with the table engine at every node
 * of the start tree and of the hand-built positions and along random games, and its perft equals
 * upstream Fairy-Stockfish's (provenance in {@link LeganWolfGames}); Sjaak II's Legan
 * ({@code definitions/sjaak/legan.variant}) equals Sjaak II's counts (provenance in
 * {@link SjaakCatalogue}).
 */
class LeganWolfEngineTest {
    @TempDir
    static Path dir;

    private static final FamilyEngines ENGINES = FamilyEngines.fairyStockfish("org.variantc.generated.leganwolf");
    private static final FamilyEngines SJAAK = new FamilyEngines("org.variantc.generated.sjaaklegan",
            SjaakCatalogue::definition);

    static Stream<String> games() {
        return LeganWolfGames.NAMES.stream();
    }

    static Stream<Arguments> rows() {
        return LeganWolfGames.rows().stream();
    }

    static Stream<Arguments> sjaakRows() {
        return SjaakCatalogue.rows().stream().filter(r -> r.get()[0].equals("legan"));
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
        if (depth <= 3 && nodes < 100_000) {
            assertEquals(nodes, ENGINES.lockstep(game, fen, dir, depth));
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void randomGamesAgreeAtEveryPly(String game) throws Exception {
        int plies = ENGINES.randomPliesCompared(game, dir, 6);
        assertTrue(plies > 100, game + ": only " + plies + " plies played");
    }

    @ParameterizedTest(name = "legan depth {2}: {1}")
    @MethodSource("sjaakRows")
    void sjaaksLeganMatchesSjaakOnBothEngines(String game, String fen, int depth, long nodes) throws Exception {
        Position generated = fen == null ? Fen.start(SJAAK.generated(game, dir)) : Fen.read(SJAAK.generated(game, dir), fen);
        assertEquals(nodes, Perft.perft(generated, depth));
        assertEquals(nodes, Perft.perft(SJAAK.table(game, fen), depth));
    }
}
