package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.fairy.FairyReference;
import org.variantc.runtime.Fen;
import org.variantc.runtime.Move;
import org.variantc.runtime.Perft;
import org.variantc.runtime.Position;
import org.variantc.runtime.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * The generated engines of S-Chess and S-House against the table engine (the same pseudo-legal and
 * legal moves, gated ones included, at every node of the start tree to depth 3 and along random
 * games) and against every Fairy-Stockfish 11.1 count for these games (perft.tsv).
 */
class GatingEnginesTest {
    private static final String[] GAMES = {"seirawan", "shouse"};
    private static final Map<String, Rulebook> GENERATED = new HashMap<>();

    @TempDir
    static Path dir;

    @BeforeAll
    static void generate() throws Exception {
        for (String game : GAMES) {
            VariantRules rules = FairyReference.rules(game);
            String pkg = "org.variantc.generated.fs" + game;
            Path jar = dir.resolve(game + ".jar");
            EngineJar.build(JavaBackend.generate(rules, pkg), pkg, jar);
            GENERATED.put(game, EngineLoader.rulebook(EngineLoader.load(jar), rules));
        }
    }

    static Stream<Arguments> rows() {
        return FairyReference.rows(GAMES);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"seirawan", "shouse"})
    void theStartTreeAgreesToDepth3(String game) {
        VariantRules rules = FairyReference.rules(game);
        long leaves = GeneratedEnginesTest.lockstep(Fen.start(rules), Fen.start(GENERATED.get(game)), 3);
        assertEquals(Perft.perft(Fen.start(rules), 3), leaves);
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("rows")
    void countsAreFairyStockfishs(String game, String fen, int depth, long expected) {
        Position generated = Fen.read(GENERATED.get(game), fen);
        assertEquals(expected, Perft.perft(generated, depth));
        if (depth <= 3) {
            assertEquals(expected, GeneratedEnginesTest.lockstep(Fen.read(FairyReference.rules(game), fen),
                    Fen.read(GENERATED.get(game), fen), depth));
        }
    }

    /** Random games with both engines in step; gated moves are chosen along the way. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"seirawan", "shouse"})
    void randomGamesAgree(String game) {
        VariantRules rules = FairyReference.rules(game);
        Random random = new Random(20_261_123L ^ game.hashCode());
        int gated = 0;
        for (int g = 0; g < 12; g++) {
            Position table = Fen.start(rules);
            Position mine = Fen.start(GENERATED.get(game));
            for (int ply = 0; ply < 120; ply++) {
                long[] moves = GeneratedEnginesTest.compare(table, mine);
                if (moves.length == 0) {
                    break;
                }
                long move = moves[random.nextInt(moves.length)];
                gated += Move.gate(move) >= 0 ? 1 : 0;
                table.make(move);
                mine.make(move);
                assertEquals(table.hash(), mine.hash());
                assertEquals(table.computeHash(), table.hash());
            }
        }
        assertTrue(gated > 0, game + ": no gated move was played");
    }
}
