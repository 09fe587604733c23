package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Preparation;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * Riders that bend (XBetza's {@code y}: the leg after it rides): the Griffon {@code FyafsF} and
 * the Aanca {@code WyafsW}, from hand-built positions, in both engines, which agree move for move.
 */
class BentRidersTest {
    private static final String PACKAGE = "org.variantc.generated.bentriders";

    @TempDir
    static Path dir;

    private static VariantRules rules;
    private static Rulebook generated;

    @BeforeAll
    static void generate() throws Exception {
        Compilation c = VariantCompiler.compile(Sources.projectRoot().resolve("compiler/src/test/resources/javagen/bent-riders.variant"));
        assertTrue(c.succeeded(), c.report());
        rules = c.rules();
        Path jar = dir.resolve("bent.jar");
        EngineJar.build(JavaBackend.generate(rules, PACKAGE), PACKAGE, jar);
        generated = EngineLoader.rulebook(EngineLoader.load(jar), rules);
    }

    private static List<String> movesFrom(Position pos, String square) {
        return MoveNotation.legal(pos).stream().filter(m -> m.startsWith(square)).sorted().toList();
    }

    @Test
    void theGriffonStepsDiagonallyThenRidesOutward() {
        for (Rulebook book : List.of(Preparation.table(rules), generated)) {
            // a1 on an open board: b2, then up the b-file and along the second rank
            Position open = Fen.read(book, "7k/8/8/8/8/8/8/G6K w - - 0 1");
            assertEquals(List.of("a1b2", "a1b3", "a1b4", "a1b5", "a1b6", "a1b7", "a1b8",
                    "a1c2", "a1d2", "a1e2", "a1f2", "a1g2", "a1h2"), movesFrom(open, "a1"));
            // a Black Pawn on b4 stops the file ride (taken), a White one on e2 the rank ride
            Position blocked = Fen.read(book, "7k/8/8/8/1p6/8/4P3/G6K w - - 0 1");
            assertEquals(List.of("a1b2", "a1b3", "a1b4", "a1c2", "a1d2"), movesFrom(blocked, "a1"));
            // a man on b2 bars every ride: the Griffon only takes him
            Position barred = Fen.read(book, "7k/8/8/8/8/8/1p6/G6K w - - 0 1");
            assertEquals(List.of("a1b2"), movesFrom(barred, "a1"));
        }
    }

    @Test
    void theAancaStepsOrthogonallyThenRidesDiagonallyOutward() {
        for (Rulebook book : List.of(Preparation.table(rules), generated)) {
            // d4: a W step each way, then the two diagonals leading away from d4
            Position pos = Fen.read(book, "7k/8/8/8/3A4/8/8/K7 w - - 0 1");
            List<String> moves = movesFrom(pos, "d4");
            assertTrue(moves.containsAll(List.of("d4d5", "d4c6", "d4b7", "d4a8", "d4e6", "d4g8", "d4e4", "d4f5", "d4f3",
                    "d4h1", "d4c2", "d4b1", "d4c4", "d4a6", "d4a2")), moves.toString());
            assertTrue(!moves.contains("d4e5") && !moves.contains("d4d6"), "no F step, no straight ride: " + moves);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "7k/8/8/8/8/8/8/G6K w - - 0 1",
        "7k/8/8/8/1p6/8/4P3/G6K w - - 0 1",
        "3k4/8/2p1p3/3A4/2P1g3/8/8/K7 w - - 0 1",
        "3k4/8/2p1p3/3A4/2P1g3/8/8/K7 b - - 0 1",
        "4k3/8/8/8/8/8/3G4/4K3 b - - 0 1",
    })
    void handBuiltPositionsAgree(String fen) {
        long leaves = GeneratedEnginesTest.lockstep(Fen.read(rules, fen), Fen.read(generated, fen), 3);
        assertEquals(Perft.perft(Fen.read(rules, fen), 3), leaves);
    }

    @Test
    void randomGamesAgreeAtEveryPly() {
        int plies = GeneratedEnginesTest.randomGamesInStep(rules, generated, 2026_11_27L, 12, 150);
        assertTrue(plies > 600, "only " + plies + " plies played");
    }
}
