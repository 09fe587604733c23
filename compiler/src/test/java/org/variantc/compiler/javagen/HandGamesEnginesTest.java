package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
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
 * Hands without captures and setup phases (issues 15 and 16: pocketknight, dragon, placement,
 * sittuyin from definitions/fairy-stockfish) against Fairy-Stockfish's perft counts, on the table
 * engine and on each game's generated engine, and the two engines in lockstep.
 *
 * <p>Provenance of every count:
 * <ul>
 * <li>{@code reference/fairy-stockfish/perft.tsv}: Debian's Fairy-Stockfish 11.1 ("Fairy-Stockfish
 *     11.1 LB 64") over UCI ({@code setoption name UCI_Variant value V}, {@code position fen F},
 *     {@code go perft N}), start and four random midgames per game, by
 *     {@code tools/fairy-reference/collect.py};</li>
 * <li>{@code reference/fairy-stockfish/hands.tsv}: the same engine and method, positions chosen
 *     by {@code tools/fairy-reference/collect_special.py} because their legal moves hold the rule
 *     random midgames rarely reach: Sittuyin's promotions by choice, Placement's castling by
 *     dropped men;</li>
 * <li>{@code reference/fairy-stockfish-upstream/dragon.tsv}: Dragon is not in 11.1; the upstream
 *     build at {@code /work/fs-upstream} ("Fairy-Stockfish 231126 LB"), {@code collect.py}.</li>
 * </ul>
 */
class HandGamesEnginesTest {
    static final List<String> GAMES = List.of("pocketknight", "dragon", "placement", "sittuyin");
    private static final String REFERENCE = "compiler/src/test/resources/reference/";

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

    /** Every reference row of the four games: game, FEN, depth, Fairy-Stockfish's count. */
    static Stream<Arguments> rows() {
        return Stream.of("fairy-stockfish/perft.tsv", "fairy-stockfish/hands.tsv", "fairy-stockfish-upstream/dragon.tsv")
                .flatMap(HandGamesEnginesTest::read);
    }

    private static Stream<Arguments> read(String file) {
        try {
            return Files.readAllLines(Sources.projectRoot().resolve(REFERENCE + file)).stream()
                    .filter(l -> !l.startsWith("#") && !l.isBlank())
                    .map(l -> l.split("\t"))
                    .filter(r -> GAMES.contains(r[0]))
                    .map(r -> Arguments.of(r[0], r[1], Integer.parseInt(r[2]), Long.parseLong(r[3])));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String> fens(String game) {
        return rows().map(Arguments::get).filter(a -> a[0].equals(game)).map(a -> (String) a[1]).distinct().toList();
    }

    @Test
    void everyGameHasItsStartAndAtLeastThreeMidgames() {
        for (String game : GAMES) {
            assertTrue(fens(game).size() >= 4, game + ": " + fens(game));
        }
        assertTrue(fens("sittuyin").size() >= 9, "Sittuyin: the random midgames and four with promotions on the list");
        assertTrue(fens("placement").size() >= 7, "Placement: the random midgames and those castling with dropped men");
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("rows")
    void bothEnginesCountWhatFairyStockfishCounts(String game, String fen, int depth, long fs) {
        assertEquals(fs, Perft.perft(Fen.read(rules(game), fen), depth), "table engine");
        assertEquals(fs, Perft.perft(Fen.read(GENERATED.get(game), fen), depth), "generated engine");
    }

    /** Generated = table at every node to depth 3, from the start and from every midgame of the game. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void generatedAndTableEnginesAgreeAtEveryNode(String game) {
        for (String fen : fens(game)) {
            Position table = Fen.read(rules(game), fen);
            Position mine = Fen.read(GENERATED.get(game), fen);
            long leaves = GeneratedEnginesTest.lockstep(table, mine, 3);
            assertEquals(Perft.perft(Fen.read(rules(game), fen), 3), leaves, fen);
            assertTrue(leaves > 0, fen);
        }
    }

    /** Every reference FEN reads and writes back as Fairy-Stockfish wrote it, holdings and castling included. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("games")
    void fairyStockfishFensRoundTrip(String game) {
        for (String fen : fens(game)) {
            assertEquals(fen, Fen.write(Fen.read(rules(game), fen)));
        }
    }

    static Stream<String> games() {
        return GAMES.stream();
    }
}
