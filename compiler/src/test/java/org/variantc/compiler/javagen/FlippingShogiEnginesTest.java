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
 * The small Shogi games of Fairy-Stockfish whose men turn over (definitions/fairy-stockfish:
 * kyotoshogi, every move flips; micro, every capture flips, on 4 x 5; dobutsu, on 3 x 4) against
 * Fairy-Stockfish's perft counts, on the table engine and on each game's generated engine, and
 * the two engines in lockstep.
 *
 * <p>Provenance of every count: {@code compiler/src/test/resources/reference/fairy-stockfish/perft.tsv},
 * computed with Debian's {@code fairy-stockfish} 11.1 ("Fairy-Stockfish 11.1 LB 64") over UCI
 * ({@code setoption name UCI_Variant value V}, {@code position fen F}, {@code go perft N}) by
 * {@code tools/fairy-reference/collect.py}: the start (kyotoshogi to depth 4, micro 5, dobutsu 6)
 * and four midgames from random play per game, most with men in hand. Dobutsu follows 11.1, not
 * upstream (see the definition's comments and tools/fairy-reference/RULES.md).
 */
class FlippingShogiEnginesTest {
    static final List<String> GAMES = List.of("kyotoshogi", "micro", "dobutsu");

    private static final Map<String, Rulebook> GENERATED = new HashMap<>();

    @BeforeAll
    static void generateEngines(@TempDir Path dir) throws Exception {
        for (String game : GAMES) {
            VariantRules rules = rules(game);
            String pkg = "org.variantc.generated.fs." + game;
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

    /** Every perft.tsv row of the three games: game, FEN, depth, Fairy-Stockfish's count. */
    static Stream<Arguments> rows() throws Exception {
        Path tsv = Sources.projectRoot().resolve("compiler/src/test/resources/reference/fairy-stockfish/perft.tsv");
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
    void everyGameHasItsStartAndFourMidgamesSomeWithMenInHand() throws Exception {
        for (String game : GAMES) {
            List<String> fens = fens(game);
            assertEquals(5, fens.size(), game);
            assertTrue(fens.stream().skip(1).filter(f -> !f.contains("[]")).count() >= 2, game + ": men in hand");
        }
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("rows")
    void bothEnginesCountWhatFairyStockfishCounts(String game, String fen, int depth, long fs) {
        assertEquals(fs, Perft.perft(Fen.read(rules(game), fen), depth), "table engine");
        assertEquals(fs, Perft.perft(Fen.read(GENERATED.get(game), fen), depth), "generated engine");
    }

    /** Generated = table at every node to depth 3, from the start and from every midgame. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void generatedAndTableEnginesAgreeAtEveryNode(String game) throws Exception {
        for (String fen : fens(game)) {
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
