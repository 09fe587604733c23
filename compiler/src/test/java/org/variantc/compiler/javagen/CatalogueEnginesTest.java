package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.games.CaptureGames;
import org.variantc.compiler.games.FairyCatalogue;
import org.variantc.compiler.games.LeganWolfGames;
import org.variantc.compiler.games.RoyalGames;
import org.variantc.compiler.games.SidePromotionGames;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Fen;

/**
 * The generated engine of every game of the Fairy-Stockfish catalogues kept in {@code games/}
 * (capture-and-count games, the general catalogue, several royals or one side's castling,
 * promotion per side, Legan and Wolf) agrees with the table engine at every node of the start tree to depth 3
 * and along random games, and its perft equals Fairy-Stockfish's on every reference row; each
 * catalogue class says where its rows came from. One test for all: a catalogue is one line.
 */
class CatalogueEnginesTest {
    @TempDir
    static Path dir;

    /** A catalogue's games, their rows, their definitions, and how far its random games must go. */
    record Catalogue(String name, List<String> games, Supplier<List<Arguments>> rows,
            Function<String, String> definition, int randomGames, int minPlies, boolean rowsInLockstep) {
        FamilyEngines engines() {
            return ENGINES.computeIfAbsent(name, n -> new FamilyEngines("org.variantc.generated." + n, definition));
        }

        Path jars() throws Exception {
            return Files.createDirectories(dir.resolve(name));
        }

        @Override
        public String toString() {
            return name;
        }
    }

    private static final Map<String, FamilyEngines> ENGINES = new ConcurrentHashMap<>();

    /**
     * Captures forced, men running out, bare Kings, promotions to King; the catalogue's
     * promotions, drops, goals; Pawns running out, one side's castling; each side's promotion
     * choices; Legan's turned zones and Wolf's en passant, whose small reference trees (its
     * hand-built positions among them) are also walked in lockstep.
     */
    private static final List<Catalogue> CATALOGUES = List.of(
            new Catalogue("capture", CaptureGames.NAMES, CaptureGames::rows, CaptureGames::definition, 12, 200, false),
            new Catalogue("catalogue", FairyCatalogue.NAMES, FairyCatalogue::rows, FairyCatalogue::definition, 4, 40, false),
            new Catalogue("royals", RoyalGames.NAMES, RoyalGames::rows, RoyalGames::definition, 12, 200, false),
            new Catalogue("sides", SidePromotionGames.NAMES, SidePromotionGames::rows, SidePromotionGames::definition, 4, 40, false),
            new Catalogue("leganwolf", LeganWolfGames.NAMES, LeganWolfGames::rows, LeganWolfGames::definition, 6, 100, true));

    static Stream<Arguments> games() {
        return CATALOGUES.stream().flatMap(c -> c.games().stream().map(g -> Arguments.of(c, g)));
    }

    static Stream<Arguments> rows() {
        return CATALOGUES.stream().flatMap(c -> c.rows().get().stream().map(r -> {
            Object[] row = r.get();
            return Arguments.of(c, row[0], row[1], row[2], row[3]);
        }));
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("games")
    void theStartTreeAgreesToDepth3(Catalogue catalogue, String game) throws Exception {
        FamilyEngines engines = catalogue.engines();
        assertEquals(Perft.perft(Fen.start(engines.rules(game)), 3), engines.startTreeInLockstep(game, catalogue.jars(), 3));
    }

    @ParameterizedTest(name = "{0} {1} depth {3}: {2}")
    @MethodSource("rows")
    void generatedEngineMatchesFairyStockfish(Catalogue catalogue, String game, String fen, int depth, long nodes) throws Exception {
        assertEquals(nodes, Perft.perft(Fen.read(catalogue.engines().generated(game, catalogue.jars()), fen), depth));
        if (catalogue.rowsInLockstep() && depth <= 3 && nodes < 100_000) {
            assertEquals(nodes, catalogue.engines().lockstep(game, fen, catalogue.jars(), depth));
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("games")
    void randomGamesAgreeAtEveryPly(Catalogue catalogue, String game) throws Exception {
        int plies = catalogue.engines().randomPliesCompared(game, catalogue.jars(), catalogue.randomGames());
        assertTrue(plies > catalogue.minPlies(), game + ": only " + plies + " plies played");
    }
}
