package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * Duck chess's generated engine plays as the table engine does: the same pseudo-legal and legal
 * moves in the same order at every node, from the start and the reference file's midgames and
 * hand-built positions, and along random games. The Duck's squares are added by the runtime to
 * both engines' moves, so this holds the generated men's moves (which see the Duck as a man they
 * may not enter) to the table engine's. Depth 2 from the positions of 20–40 men, whose third ply
 * is 250 million leaves from the start; depth 3 where the tree is smaller (bare Kings, a
 * promotion), each node of it compared. The leaf counts are upstream Fairy-Stockfish 231126's
 * ({@code reference/fairy-stockfish-upstream/duck.tsv}, see {@code DuckChessTest}).
 */
class DuckEngineTest {
    @TempDir
    static Path dir;

    private static VariantRules rules;
    private static Rulebook generated;

    @BeforeAll
    static void generate() throws Exception {
        Compilation c = VariantCompiler.compile(Sources.projectRoot().resolve("definitions/fairy-stockfish/duck.variant"));
        assertTrue(c.succeeded(), c.report());
        rules = c.rules();
        String pkg = "org.variantc.generated.duck";
        Path jar = dir.resolve("duck.jar");
        EngineJar.build(JavaBackend.generate(rules, pkg), pkg, jar);
        generated = EngineLoader.rulebook(EngineLoader.load(jar), rules);
    }

    @ParameterizedTest(name = "{0} depth {1}")
    @CsvSource(delimiter = ';', value = {
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1; 2; 379440",
        "1nbq2nr/r1pB*Q2/6k1/p6p/P2bp1p1/1PP1P2P/1R3PP1/2BKNR2 b - - 0 19; 2; 1885186",
        "rnb1qk1r/2ppp1b1/1p4p1/pP2n3/P1*1P2p/2NK1PpN/2PP3P/R1BQ1B1R b - - 1 18; 2; 683265",
        "r1bqkb1r/1pp2ppp/p3p1*1/n2pN3/7P/PP2n2B/2PPPP2/RNBQK1R1 w Qkq - 4 9; 2; 1232503",
        "r1bqkbn1/1pBpp1pr/5p2/p6p/Pn6/R2P4/*PP1PPPP/1N1QKBNR w Kq - 2 7; 2; 701052",
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1; 2; 1940435",
        "r1b1k3/pp3pb1/4p3/2p2p2/2PpP2q/1P1P1P2/P1K1*3/RN1Q2N1 b q e3 0 17; 2; 1154648",
        "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1; 2; 132456",
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1; 3; 37964570",
    })
    void generatedEqualsTableAtEveryNode(String fen, int depth, long nodes) {
        assertEquals(nodes, GeneratedEnginesTest.lockstep(Fen.read(rules, fen), Fen.read(generated, fen), depth));
    }

    @Test
    void randomGamesAgreeAtEveryPly() {
        Random random = new Random(2026_11_23L);
        int plies = 0;
        for (int n = 0; n < 8; n++) {
            Position table = Fen.start(rules);
            Position mine = Fen.start(generated);
            for (int ply = 0; ply < 120; ply++) {
                long[] moves = GeneratedEnginesTest.compare(table, mine);
                if (moves.length == 0) {
                    break;
                }
                long move = moves[random.nextInt(moves.length)];
                assertTrue(Move.wall(move) >= 0, "every move places the Duck");
                table.make(move);
                mine.make(move);
                assertEquals(table.hash(), mine.hash());
                plies++;
            }
        }
        assertTrue(plies > 300, "only " + plies + " plies played");
    }
}
