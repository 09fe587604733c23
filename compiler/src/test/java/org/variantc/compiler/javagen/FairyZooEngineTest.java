package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * The generated engine of a game holding the moves no shipped game has (cannons, grasshoppers,
 * jumping riders, lame and jumping leaps, locust paths, drops of every kind, optional
 * promotion) agrees with the table engine: the same packed moves, legal and pseudo-legal, at
 * every node.
 */
class FairyZooEngineTest {
    private static final String PACKAGE = "org.variantc.generated.fairyzoo";

    @TempDir
    static Path dir;

    private static VariantRules rules;
    private static Rulebook generated;

    @BeforeAll
    static void generate() throws Exception {
        Compilation c = VariantCompiler.compile(org.variantc.compiler.check.Sources.projectRoot().resolve("compiler/src/test/resources/javagen/fairy-zoo.variant"));
        assertTrue(c.succeeded(), c.report());
        rules = c.rules();
        Path jar = dir.resolve("zoo.jar");
        EngineJar.build(JavaBackend.generate(rules, PACKAGE), PACKAGE, jar);
        generated = EngineLoader.rulebook(EngineLoader.load(jar), rules);
    }

    @Test
    void theStartTreeAgreesToDepth3() {
        long leaves = GeneratedEnginesTest.lockstep(Fen.start(rules), Fen.start(generated), 3);
        assertEquals(Perft.perft(Fen.start(rules), 3), leaves);
    }

    /**
     * Hand-built positions where each odd move matters: a cannon and a vao with screens, a
     * grasshopper behind men, a checker's locust capture (also of a man shielding the King), a
     * jumper skipping its first square, a pinned cannon screen, men in hand, a promotion; then
     * the hop rays' checks, pins and screens.
     */
    @ParameterizedTest
    @ValueSource(strings = {
        "4k3/8/8/4p3/8/8/4P3/C3K3[] w - - 0 1",
        "4k3/4c3/8/4P3/8/8/8/4K3[] w - - 0 1",
        "4k3/8/2g5/3p4/8/5P2/8/4K3[] w - - 0 1",
        "4k3/8/8/3p4/2X5/8/8/4K3[] w - - 0 1",
        "3k4/8/8/3x4/8/8/3H~4/3K4[] b - - 0 1",
        "4k3/8/8/8/8/8/8/J3K3[Pcgx] w - - 0 1",
        "4k3/P7/8/8/8/8/8/4K3[] w - - 0 1",
        "1v2k3/8/3p4/8/5P2/8/8/4K3[] b - - 0 1",
        "4k3/8/8/8/4v3/8/4C3/4K3[] b - - 0 1",
        "4k3/8/8/8/8/2p5/8/E3K2J[Ee] w - - 0 1",
        // Hop rays walked from the King: a cannon's check over a screen, a screen pinned by the
        // man behind him, a man behind the screen pinned, a cannon's line a move would screen,
        // a grasshopper's check, its second man pinned, its landing square a move would screen,
        // a vao's screen pinned, a cannon and a vao that must not step next to the King before a
        // grasshopper.
        "4c1k1/8/8/8/4P3/8/8/4K3[] w - - 0 1",
        "4c1k1/8/8/8/4p3/8/4M3/4K3[] w - - 0 1",
        "4c1k1/8/8/4M3/8/4p3/8/4K3[] w - - 0 1",
        "4c1k1/8/8/8/C7/8/8/4K3[] w - - 0 1",
        "6k1/8/8/g7/8/8/3P4/4K3[] w - - 0 1",
        "6k1/8/8/g7/8/2M5/3P4/4K3[] w - - 0 1",
        "6k1/8/8/g7/8/8/8/1M2K3[] w - - 0 1",
        "6k1/8/8/v7/8/2p5/3M4/4K3[] w - - 0 1",
        "6k1/8/8/4g3/8/4C3/8/4K3[] w - - 0 1",
        "6k1/8/8/g7/8/2V5/8/4K3[] w - - 0 1",
    })
    void handBuiltPositionsAgree(String fen) {
        long leaves = GeneratedEnginesTest.lockstep(Fen.read(rules, fen), Fen.read(generated, fen), 3);
        assertEquals(Perft.perft(Fen.read(rules, fen), 3), leaves);
    }

    @Test
    void randomGamesAgreeAtEveryPly() {
        int plies = GeneratedEnginesTest.randomGamesInStep(rules, generated, 2026_11_22L, 16, 200);
        assertTrue(plies > 1000, "only " + plies + " plies played");
    }
}
