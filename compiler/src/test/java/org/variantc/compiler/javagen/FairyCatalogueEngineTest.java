package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.games.FairyCatalogue;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.Position;
import org.variantc.runtime.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * The generated engine of each game of {@link FairyCatalogue} agrees with the table engine at
 * every node of the start tree to depth 3 and along random games, and its perft equals
 * Fairy-Stockfish's on every reference row (provenance in {@link FairyCatalogue}).
 */
class FairyCatalogueEngineTest {
    @TempDir
    static Path dir;

    private static final Map<String, Rulebook> ENGINES = new HashMap<>();

    /** The game's generated engine, built once into a jar and loaded. */
    private static synchronized Rulebook generated(String game) throws Exception {
        Rulebook book = ENGINES.get(game);
        if (book == null) {
            VariantRules rules = Games.rules(FairyCatalogue.definition(game));
            String pkg = "org.variantc.generated.catalogue." + game.replace('-', '_');
            Path jar = dir.resolve(game + ".jar");
            EngineJar.build(JavaBackend.generate(rules, pkg), pkg, jar);
            book = EngineLoader.rulebook(EngineLoader.load(jar), rules);
            ENGINES.put(game, book);
        }
        return book;
    }

    static Stream<String> games() {
        return FairyCatalogue.NAMES.stream();
    }

    static Stream<Arguments> rows() {
        return FairyCatalogue.rows().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void theStartTreeAgreesToDepth3(String game) throws Exception {
        VariantRules rules = Games.rules(FairyCatalogue.definition(game));
        long leaves = GeneratedEnginesTest.lockstep(Fen.start(rules), Fen.start(generated(game)), 3);
        assertEquals(Perft.perft(Fen.start(rules), 3), leaves);
    }

    @ParameterizedTest(name = "{0} depth {2}: {1}")
    @MethodSource("rows")
    void generatedEngineMatchesFairyStockfish(String game, String fen, int depth, long nodes) throws Exception {
        assertEquals(nodes, Perft.perft(Fen.read(generated(game), fen), depth));
    }

    /** Random games until they end, or 300 plies each: promotions, drops, castling, en passant, goals. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void randomGamesAgreeAtEveryPly(String game) throws Exception {
        VariantRules rules = Games.rules(FairyCatalogue.definition(game));
        Rulebook mine = generated(game);
        Random random = new Random(2026_11_23L ^ game.hashCode());
        int plies = 0;
        for (int g = 0; g < 4; g++) {
            Position table = Fen.start(rules);
            Position other = Fen.start(mine);
            for (int ply = 0; ply < 300; ply++) {
                long[] moves = GeneratedEnginesTest.compare(table, other);
                if (moves.length == 0) {
                    break;
                }
                long move = moves[random.nextInt(moves.length)];
                table.make(move);
                other.make(move);
                plies++;
            }
        }
        assertTrue(plies > 40, game + ": only " + plies + " plies played");
    }
}
