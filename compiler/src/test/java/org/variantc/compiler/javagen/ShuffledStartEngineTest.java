package org.variantc.compiler.javagen;

import org.variantc.runtime.notation.Preparation;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
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
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.notation.StartArrays;
import org.variantc.runtime.rules.VariantRules;

/**
 * Chess960 ({@code fischerandom}) and Capablanca Random Chess ({@code caparandom}) on both
 * engines: perft equal to Fairy-Stockfish's for every row of the reference file
 * ({@code reference/fairy-stockfish/perft.tsv}: Fairy-Stockfish 11.1, Debian package
 * 11.1-1+b1, {@code go perft N} over UCI, one thread; arrays #0, #345, #959, #191, #726, the FIDE
 * array, three positions with published Chess960 figures from chessprogramming.org, three
 * Capablanca-random arrays and random-play midgames), and the generated engine equal to the
 * table engine at every node to depth 3 from several arrays.
 */
class ShuffledStartEngineTest {
    private static final List<String> GAMES = List.of("fischerandom", "caparandom");

    @TempDir
    static Path dir;

    private static final Map<String, VariantRules> RULES = new java.util.HashMap<>();
    private static final Map<String, Rulebook> TABLE = new java.util.HashMap<>();
    private static final Map<String, Rulebook> GENERATED = new java.util.HashMap<>();

    @BeforeAll
    static void generate() throws Exception {
        for (String game : GAMES) {
            Compilation c = VariantCompiler.compile(definition(game));
            assertTrue(c.succeeded(), c.report());
            VariantRules rules = c.rules();
            String pkg = "org.variantc.generated.shuffled." + game;
            Path jar = dir.resolve(game + ".jar");
            EngineJar.build(JavaBackend.generate(rules, pkg), pkg, jar);
            RULES.put(game, rules);
            TABLE.put(game, Preparation.table(rules));
            GENERATED.put(game, EngineLoader.rulebook(EngineLoader.load(jar), rules));
        }
    }

    static Path definition(String game) {
        return Sources.projectRoot().resolve("definitions/fairy-stockfish/" + game + ".variant");
    }

    /** Every fischerandom and caparandom row: variant, FEN as Fairy-Stockfish writes it, depth, nodes. */
    static Stream<Arguments> referenceRows() throws IOException {
        Path file = Sources.projectRoot().resolve("compiler/src/test/resources/reference/fairy-stockfish/perft.tsv");
        return Files.readAllLines(file).stream()
                .filter(l -> !l.startsWith("#") && !l.isBlank())
                .map(l -> l.split("\t"))
                .filter(f -> GAMES.contains(f[0]))
                .map(f -> Arguments.of(f[0], f[1], Integer.parseInt(f[2]), Long.parseLong(f[3])));
    }

    @Test
    void everyRowIsTested() throws IOException {
        assertEquals(53, referenceRows().count(), "rows of fischerandom and caparandom in perft.tsv");
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("referenceRows")
    void tableEngineCountsAsFairyStockfish(String game, String fen, int depth, long nodes) {
        Position pos = Fen.read(TABLE.get(game), fen);
        assertEquals(fen, Fen.write(pos), "the FEN is written back as Fairy-Stockfish wrote it");
        assertEquals(nodes, Perft.perft(pos, depth));
    }

    @ParameterizedTest(name = "{0} {1} depth {2}")
    @MethodSource("referenceRows")
    void generatedEngineCountsAsFairyStockfish(String game, String fen, int depth, long nodes) {
        assertEquals(nodes, Perft.perft(Fen.read(GENERATED.get(game), fen), depth));
    }

    /** Chess960 arrays by number, Capablanca-random arrays by number, and midgames with castling rights. */
    static Stream<Arguments> lockstepPositions() {
        return Stream.of(
                Arguments.of("fischerandom", "number", "0"),
                Arguments.of("fischerandom", "number", "345"),
                Arguments.of("fischerandom", "number", "959"),
                Arguments.of("fischerandom", "number", "191"),
                Arguments.of("fischerandom", "number", "726"),
                Arguments.of("fischerandom", "number", "518"),
                Arguments.of("fischerandom", "fen", "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"),
                Arguments.of("fischerandom", "fen", "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1"),
                Arguments.of("fischerandom", "fen", "rk4r1/8/8/8/8/8/8/RK4R1 w GAga - 0 1"),
                Arguments.of("caparandom", "number", "0"),
                Arguments.of("caparandom", "number", "1000"),
                Arguments.of("caparandom", "number", "7777"),
                Arguments.of("caparandom", "fen", "r3k4r/10/10/10/10/10/10/R3K4R w JAja - 0 1"));
    }

    @ParameterizedTest(name = "{0} {1} {2}")
    @MethodSource("lockstepPositions")
    void generatedEqualsTableAtEveryNodeToDepth3(String game, String kind, String which) {
        String fen = kind.equals("number") ? new StartArrays(TABLE.get(game)).fen(Integer.parseInt(which)) : which;
        long leaves = GeneratedEnginesTest.lockstep(Fen.read(TABLE.get(game), fen), Fen.read(GENERATED.get(game), fen), 3);
        assertEquals(Perft.perft(Fen.read(TABLE.get(game), fen), 3), leaves);
    }

    /** The page reads the tables as text: the shuffle goes through it and numbers the same arrays. */
    @Test
    void theShuffleGoesThroughTheBrowsersTableText() {
        for (String game : GAMES) {
            VariantRules back = org.variantc.runtime.rules.TableCodec.decode(
                    org.variantc.runtime.rules.TableCodec.encode(RULES.get(game)));
            StartArrays arrays = new StartArrays(TABLE.get(game));
            StartArrays decoded = new StartArrays(Preparation.table(back));
            assertEquals(arrays.count(), decoded.count());
            for (int n = 0; n < arrays.count(); n += 101) {
                assertEquals(arrays.fen(n), decoded.fen(n));
            }
        }
    }

    @Test
    void randomGamesFromRandomArraysAgreeAtEveryPly() {
        Random random = new Random(2026_11_23L);
        int plies = 0;
        int castlings = 0;
        for (String game : GAMES) {
            StartArrays arrays = new StartArrays(TABLE.get(game));
            for (int g = 0; g < 12; g++) {
                String fen = arrays.fen(arrays.random(random));
                Position table = Fen.read(TABLE.get(game), fen);
                Position mine = Fen.read(GENERATED.get(game), fen);
                for (int ply = 0; ply < 150; ply++) {
                    long[] moves = GeneratedEnginesTest.compare(table, mine);
                    if (moves.length == 0) {
                        break;
                    }
                    // Castle whenever one is legal, so that 960 castling is played, not only generated.
                    long move = moves[random.nextInt(moves.length)];
                    for (long m : moves) {
                        if (org.variantc.runtime.position.Move.isCastle(m)) {
                            move = m;
                            castlings++;
                            break;
                        }
                    }
                    table.make(move);
                    mine.make(move);
                    plies++;
                }
            }
        }
        assertTrue(plies > 2000, "only " + plies + " plies played");
        assertTrue(castlings >= 12, "only " + castlings + " castlings played");
        assertFalse(RULES.isEmpty());
    }
}
