package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * The Makruk family (Makruk, Makpong, Cambodian, Kar Ouk, ASEAN, Ai-wok;
 * {@code definitions/fairy-stockfish/}) counts what Fairy-Stockfish counts, on the table engine and
 * on each game's generated engine, from the start and from the four random midgames of
 * {@code reference/fairy-stockfish/perft.tsv} (Debian's Fairy-Stockfish 11.1 LB 64, UCI
 * {@code go perft N}; see that directory's README); the generated engine makes the table engine's
 * moves at every node of the start tree to depth 3, and in random games to 200 plies, where counts
 * start, run out and first-move rights go.
 */
class MakrukFamilyEnginesTest {
    private static final List<String> GAMES = List.of("makruk", "makpong", "cambodian", "karouk", "asean", "ai-wok");

    @TempDir
    static Path dir;

    private static final Map<String, VariantRules> RULES = new HashMap<>();
    private static final Map<String, Rulebook> GENERATED = new HashMap<>();

    @BeforeAll
    static void generate() throws Exception {
        for (String game : GAMES) {
            VariantRules rules = Games.rules("fairy-stockfish/" + game + ".variant");
            String pkg = "org.variantc.generated.fs" + game.replace("-", "");
            Path jar = dir.resolve(game + ".jar");
            EngineJar.build(JavaBackend.generate(rules, pkg), pkg, jar);
            RULES.put(game, rules);
            GENERATED.put(game, EngineLoader.rulebook(EngineLoader.load(jar), rules));
        }
    }

    static Stream<Arguments> fairyStockfishCounts() throws IOException {
        Path tsv = Sources.projectRoot().resolve("compiler/src/test/resources/reference/fairy-stockfish/perft.tsv");
        return Files.readAllLines(tsv).stream()
                .filter(l -> !l.startsWith("#") && !l.isBlank())
                .map(l -> l.split("\t"))
                .filter(row -> GAMES.contains(row[0]))
                .map(row -> Arguments.of(row[0], row[1], Integer.parseInt(row[2]), Long.parseLong(row[3])));
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("fairyStockfishCounts")
    void bothEnginesCountWhatFairyStockfishCounts(String game, String fen, int depth, long expected) {
        assertEquals(expected, Perft.perft(Fen.read(RULES.get(game), fen), depth), "table engine");
        assertEquals(expected, Perft.perft(Fen.read(GENERATED.get(game), fen), depth), "generated engine");
    }

    /**
     * Deeper than the reference file: perft(4) from the start. Fairy-Stockfish 11.1 LB 64 (Debian
     * 11.1-1+b1), UCI {@code setoption name UCI_Variant value V}, {@code position startpos},
     * {@code go perft 4}: makruk 273026, cambodian 361793 (measured 2026-11-23).
     */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"makruk, 273026", "cambodian, 361793"})
    void perft4IsFairyStockfishsOnBothEngines(String game, long expected) {
        assertEquals(expected, Perft.perft(Fen.start(RULES.get(game)), 4));
        assertEquals(expected, Perft.perft(Fen.start(GENERATED.get(game)), 4));
    }

    /** Random games to 200 plies: Pawns promote, counts start and first-move rights go, on both engines alike. */
    @ParameterizedTest
    @ValueSource(strings = {"makruk", "makpong", "cambodian", "karouk", "asean", "ai-wok"})
    void randomGamesAgreeAtEveryPly(String game) {
        java.util.Random random = new java.util.Random(20_261_123L ^ game.hashCode());
        int plies = 0;
        for (int g = 0; g < 8; g++) {
            org.variantc.runtime.Position table = Fen.start(RULES.get(game));
            org.variantc.runtime.Position mine = Fen.start(GENERATED.get(game));
            for (int ply = 0; ply < 200; ply++) {
                long[] moves = GeneratedEnginesTest.compare(table, mine);
                if (moves.length == 0) {
                    break;
                }
                long move = moves[random.nextInt(moves.length)];
                table.make(move);
                mine.make(move);
                plies++;
            }
        }
        assertTrue(plies > 400, game + ": only " + plies + " plies played");
    }

    @ParameterizedTest
    @ValueSource(strings = {"makruk", "makpong", "cambodian", "karouk", "asean", "ai-wok"})
    void generatedMakesTheTableEnginesMovesAtEveryNodeToDepth3(String game) {
        long leaves = GeneratedEnginesTest.lockstep(Fen.start(RULES.get(game)), Fen.start(GENERATED.get(game)), 3);
        assertEquals(Perft.perft(Fen.start(RULES.get(game)), 3), leaves);
        assertTrue(leaves > 0);
    }
}
