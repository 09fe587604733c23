package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
import org.variantc.compiler.fairy.FairyReference;
import org.variantc.runtime.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * Janggi's four games ({@code definitions/fairy-stockfish/janggi*.variant}) count what
 * Fairy-Stockfish counts, on the table engine and on each game's generated engine, from the
 * start (to depth 3) and from the four random midgames of {@code reference/fairy-stockfish/perft.tsv}
 * (Debian's Fairy-Stockfish 11.1 LB 64, UCI {@code go perft N}, collected by
 * {@code tools/fairy-reference/collect.py}); the generated engine makes the table engine's moves
 * at every node of the start tree to depth 3, and along random games.
 *
 * <p>Passes, bikjang, the palace diagonals and the Cannon's limits all show in these counts: the
 * start's perft(3) is 33,000 with bikjang (janggi, janggitraditional) and 33,316 without
 * (janggimodern, janggicasual), and a pass answered by a pass ends the game (the 992 leaves below
 * e2e2 at depth 3 are 31 × 32: Black's pass leads to a finished game).
 */
class JanggiFamilyEnginesTest {
    private static final List<String> GAMES = List.of("janggi", "janggitraditional", "janggimodern", "janggicasual");

    @TempDir
    static Path dir;

    private static final Map<String, VariantRules> RULES = new HashMap<>();
    private static final Map<String, Rulebook> GENERATED = new HashMap<>();

    @BeforeAll
    static void generate() throws Exception {
        for (String game : GAMES) {
            VariantRules rules = FairyReference.rules(game);
            String pkg = "org.variantc.generated.fs" + game;
            Path jar = dir.resolve(game + ".jar");
            EngineJar.build(JavaBackend.generate(rules, pkg), pkg, jar);
            RULES.put(game, rules);
            GENERATED.put(game, EngineLoader.rulebook(EngineLoader.load(jar), rules));
        }
    }

    static Stream<Arguments> fairyStockfishCounts() {
        return FairyReference.rows(GAMES.toArray(new String[0]));
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("fairyStockfishCounts")
    void bothEnginesCountWhatFairyStockfishCounts(String game, String fen, int depth, long expected) {
        assertEquals(expected, Perft.perft(Fen.read(RULES.get(game), fen), depth), "table engine");
        assertEquals(expected, Perft.perft(Fen.read(GENERATED.get(game), fen), depth), "generated engine");
    }

    @ParameterizedTest
    @ValueSource(strings = {"janggi", "janggitraditional", "janggimodern", "janggicasual"})
    void generatedMakesTheTableEnginesMovesAtEveryNodeToDepth3(String game) {
        long leaves = GeneratedEnginesTest.lockstep(Fen.start(RULES.get(game)), Fen.start(GENERATED.get(game)), 3);
        assertEquals(Perft.perft(Fen.start(RULES.get(game)), 3), leaves);
        assertTrue(leaves > 0);
    }

    /** Random games to 200 plies: passes, palace diagonals, Cannons meeting Cannons, on both engines alike. */
    @ParameterizedTest
    @ValueSource(strings = {"janggi", "janggimodern"})
    void randomGamesAgreeAtEveryPly(String game) {
        java.util.Random random = new java.util.Random(20_261_123L ^ game.hashCode());
        int plies = 0;
        for (int g = 0; g < 6; g++) {
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
        assertTrue(plies > 100, game + ": only " + plies + " plies played");
    }
}
