package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.Position;
import org.variantc.runtime.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * The Shogi games Debian's Fairy-Stockfish 11.1 lacks (definitions/fairy-stockfish: yarishogi,
 * okisakishogi, checkshogi, torishogi) against upstream Fairy-Stockfish's perft counts, on the table engine
 * and on each game's generated engine, and the two engines in lockstep.
 *
 * <p>Provenance of every count: {@code compiler/src/test/resources/reference/fairy-stockfish-upstream/shogi.tsv},
 * computed with Fairy-Stockfish 231126 LB built from the upstream source at /work/fs-upstream
 * ({@code make build ARCH=x86-64 largeboards=yes all=yes}) over UCI ({@code setoption name
 * UCI_Variant value V}, {@code position fen F}, {@code go perft N}, one thread) by
 * {@code tools/fairy-reference/collect.py} (FAIRY_STOCKFISH pointing at that build; seed
 * 20261123): the start and four midgames from random play per game.
 */
class UpstreamShogiEnginesTest {
    static final List<String> GAMES = List.of("yarishogi", "okisakishogi", "checkshogi", "torishogi");

    private static final Map<String, Rulebook> GENERATED = new HashMap<>();

    @BeforeAll
    static void generateEngines(@TempDir Path dir) throws Exception {
        for (String game : GAMES) {
            VariantRules rules = rules(game);
            String pkg = "org.variantc.generated.fsu." + game;
            Path jar = dir.resolve(game + ".jar");
            EngineJar.build(JavaBackend.generate(rules, pkg), pkg, jar);
            GENERATED.put(game, EngineLoader.rulebook(EngineLoader.load(jar), rules));
        }
    }

    @AfterAll
    static void forget() {
        GENERATED.clear();
    }

    static VariantRules rules(String game) {
        return Games.rules("fairy-stockfish/" + game + ".variant");
    }

    static Stream<Arguments> rows() throws Exception {
        Path tsv = Sources.projectRoot().resolve("compiler/src/test/resources/reference/fairy-stockfish-upstream/shogi.tsv");
        return Files.readAllLines(tsv).stream()
                .filter(l -> !l.startsWith("#") && !l.isBlank())
                .map(l -> l.split("\t"))
                .filter(r -> GAMES.contains(r[0]))
                .map(r -> Arguments.of(r[0], r[1], Integer.parseInt(r[2]), Long.parseLong(r[3])));
    }

    private static List<String> fens(String game) throws Exception {
        return rows().map(Arguments::get).filter(a -> a[0].equals(game)).map(a -> (String) a[1]).distinct().toList();
    }

    @Test
    void everyGameHasItsStartAndFourMidgames() throws Exception {
        for (String game : GAMES) {
            assertEquals(5, fens(game).size(), game);
        }
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("rows")
    void bothEnginesCountWhatFairyStockfishCounts(String game, String fen, int depth, long fs) {
        assertEquals(fs, Perft.perft(Fen.read(rules(game), fen), depth), "table engine");
        assertEquals(fs, Perft.perft(Fen.read(GENERATED.get(game), fen), depth), "generated engine");
    }

    /** Generated = table at every node to depth 3, from the start and from the first two midgames. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void generatedAndTableEnginesAgreeAtEveryNode(String game) throws Exception {
        List<String> fens = fens(game);
        for (String fen : fens.subList(0, 3)) {
            Position table = Fen.read(rules(game), fen);
            Position mine = Fen.read(GENERATED.get(game), fen);
            long leaves = GeneratedEnginesTest.lockstep(table, mine, 3);
            assertEquals(Perft.perft(Fen.read(rules(game), fen), 3), leaves, fen);
            assertTrue(leaves > 0, fen);
        }
    }

    static Stream<String> games() {
        return GAMES.stream();
    }
}
