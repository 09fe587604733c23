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
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.Position;
import org.variantc.runtime.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * The generated engines of the games with holes (Gustav III, Omicron, Troitzky) play as the table
 * engine does: the same pseudo-legal and legal moves in the same order at every node to depth 3,
 * from the start, from every midgame and hand-built position of the upstream Fairy-Stockfish
 * reference file ({@code holes.tsv}, see {@code HolesGamesTest}), and along random games. Both
 * engines play holes from one derivation, the lowered move tables and the wall on the board; the
 * random games also check that make keeps the hash and unmake restores position and hash.
 */
class HolesEngineTest {
    static final String[] GAMES = {"gustav3", "omicron", "troitzky"};

    @TempDir
    static Path dir;

    private static final Map<String, VariantRules> RULES = new HashMap<>();
    private static final Map<String, Rulebook> GENERATED = new HashMap<>();

    @BeforeAll
    static void generate() throws Exception {
        for (String game : GAMES) {
            Compilation c = VariantCompiler.compile(Sources.projectRoot()
                    .resolve("definitions/fairy-stockfish/" + game + ".variant"));
            assertTrue(c.succeeded(), c.report());
            String pkg = "org.variantc.generated.holes" + game;
            Path jar = dir.resolve(game + ".jar");
            EngineJar.build(JavaBackend.generate(c.rules(), pkg), pkg, jar);
            RULES.put(game, c.rules());
            GENERATED.put(game, EngineLoader.rulebook(EngineLoader.load(jar), c.rules()));
        }
    }

    static Stream<Arguments> positions() {
        Path file = Sources.projectRoot()
                .resolve("compiler/src/test/resources/reference/fairy-stockfish-upstream/holes.tsv");
        try {
            List<String> lines = Files.readAllLines(file);
            return lines.stream().filter(l -> !l.isBlank() && !l.startsWith("#")).map(l -> l.split("\t"))
                    .map(f -> f[0] + "\t" + f[1]).distinct().map(k -> Arguments.of(k.split("\t")[0], k.split("\t")[1]));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("positions")
    void generatedEqualsTableToDepth3(String game, String fen) {
        long leaves = GeneratedEnginesTest.lockstep(Fen.read(RULES.get(game), fen), Fen.read(GENERATED.get(game), fen), 3);
        assertEquals(Perft.perft(Fen.read(RULES.get(game), fen), 3), leaves);
    }

    @Test
    void randomGamesAgreeAtEveryPly() {
        Random random = new Random(2026_11_23L);
        for (String game : GAMES) {
            int plies = 0;
            for (int n = 0; n < 12; n++) {
                Position table = Fen.start(RULES.get(game));
                Position mine = Fen.start(GENERATED.get(game));
                for (int ply = 0; ply < 160; ply++) {
                    long[] moves = GeneratedEnginesTest.compare(table, mine);
                    if (moves.length == 0) {
                        break;
                    }
                    long move = moves[random.nextInt(moves.length)];
                    String before = Fen.write(table);
                    long hash = table.hash();
                    table.make(move);
                    assertEquals(table.computeHash(), table.hash(), () -> game + " hash after " + table);
                    table.unmake();
                    assertEquals(before, Fen.write(table), () -> game + ": unmake restores the position");
                    assertEquals(hash, table.hash(), () -> game + ": unmake restores the hash");
                    table.make(move);
                    mine.make(move);
                    plies++;
                }
            }
            assertTrue(plies > 300, game + ": only " + plies + " plies played");
        }
    }
}
