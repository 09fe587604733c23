package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
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
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.notation.Preparation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.TableCodec;
import org.variantc.runtime.rules.VariantRules;

/**
 * Riders whose first leg rides (bent lines): the Hook Mover {@code RmasR} and the Capricorn
 * {@code BmasB}, from hand-built positions, in both engines, which agree move for move; their
 * captures give check; the tables keep them through the codec.
 */
class HookMoversTest {
    private static final String PACKAGE = "org.variantc.generated.hookmovers";

    @TempDir
    static Path dir;

    private static VariantRules rules;
    private static Rulebook generated;
    private static org.variantc.compiler.model.Variant variant;

    @BeforeAll
    static void generate() throws Exception {
        Compilation c = VariantCompiler.compile(Sources.projectRoot().resolve("compiler/src/test/resources/javagen/hook-movers.variant"));
        assertTrue(c.succeeded(), c.report());
        rules = c.rules();
        variant = c.variant().orElseThrow();
        Path jar = dir.resolve("hook.jar");
        EngineJar.build(JavaBackend.generate(rules, PACKAGE), PACKAGE, jar);
        generated = EngineLoader.rulebook(EngineLoader.load(jar), rules);
    }

    private static List<Rulebook> engines() {
        return List.of(Preparation.table(rules), Preparation.table(TableCodec.decode(TableCodec.encode(rules))), generated);
    }

    private static List<String> movesFrom(Position pos, String square) {
        return MoveNotation.legal(pos).stream().filter(m -> m.startsWith(square)).sorted().toList();
    }

    @Test
    void theHookMoverTurnsOnceOnAnOpenBoard() {
        for (Rulebook book : engines()) {
            // a1 (RmasR: a Rook, and a Rook that turns a quarter once on an empty square): every square
            // but its own King's on h1 and Black's on h8, whom Black's Pawns on g8 and h7 shield
            Position open = Fen.read(book, "6pk/7p/8/8/8/8/8/H6K w - - 0 1");
            List<String> expected = new ArrayList<>();
            for (char file = 'a'; file <= 'h'; file++) {
                for (int rank = 1; rank <= 8; rank++) {
                    String sq = "" + file + rank;
                    if (!List.of("a1", "h1", "h8").contains(sq)) {
                        expected.add("a1" + sq);
                    }
                }
            }
            assertEquals(expected.stream().sorted().toList(), movesFrom(open, "a1"));
        }
    }

    @Test
    void blockersOnEitherLegStopItAndOnlyTheLastLegTakes() {
        for (Rulebook book : engines()) {
            // Black's Pawn on a4 ends the file (taken as a Rook takes; no turn there, nor beyond it), White's
            // Pawn on b2 bars the turns at a2 and b1, Black's Pawn on e3 ends the turn at a3, taken there
            Position blocked = Fen.read(book, "k7/8/8/8/p7/4p3/1P6/H1K5 w - - 0 1");
            assertEquals(List.of("a1a2", "a1a3", "a1a4", "a1b1", "a1b3", "a1c3", "a1d3", "a1e3"), movesFrom(blocked, "a1"));
            // a man on each first square: it takes the one on a2, and turns nowhere
            Position cornered = Fen.read(book, "k7/8/8/8/8/8/p7/HPK5 w - - 0 1");
            assertEquals(List.of("a1a2"), movesFrom(cornered, "a1"));
        }
    }

    @Test
    void theCapricornTurnsOnDiagonals() {
        for (Rulebook book : engines()) {
            // d4 (BmasB) on an open board: every square of its colour, each once, though two corners
            // may lead to one (d6 by e5 and by c5); the Kings stand on the other colour
            Position open = Fen.read(book, "8/7k/8/8/3C4/8/K7/8 w - - 0 1");
            List<String> moves = movesFrom(open, "d4");
            List<String> expected = new ArrayList<>();
            for (char file = 'a'; file <= 'h'; file++) {
                for (int rank = 1; rank <= 8; rank++) {
                    if ((file - 'a' + rank - 1) % 2 == 0 && !(file == 'd' && rank == 4)) {
                        expected.add("d4" + file + rank);
                    }
                }
            }
            assertEquals(expected.stream().sorted().toList(), moves);
            // Black's Pawn on e5 (a corner): taken, and the diagonal beyond it (f6 g7 h8) is gone; every
            // square a turn at e5 reached is still reached by another corner (d6 by c5, f4 by e3, g3 by f2,
            // h2 by g1, c7 by b6, b8 by a7): 28 moves
            Position blocked = Fen.read(book, "8/7k/8/4p3/3C4/8/K7/8 w - - 0 1");
            List<String> fewer = movesFrom(blocked, "d4");
            List<String> without = new ArrayList<>(expected);
            without.removeAll(List.of("d4f6", "d4g7", "d4h8"));
            assertEquals(without, fewer);
        }
    }

    /**
     * In a game whose men also have paths (Macadamia Shogi's Lions), the generated engine found its
     * bent lines at offsets shifted by one per path until FlatTables stopped counting paths there:
     * the Capricorn on f3 of an open 13 x 13 board reaches every other square of its colour, 83, in
     * both engines (the Kings on g1 and g13 stand on the other colour).
     */
    @Test
    void theCapricornBesideLionsTurnsInBothEngines() throws Exception {
        String definition = "definitions/shogi/macadamiashogi.variant";
        VariantRules macadamia = BuiltEngines.rules(definition);
        List<String> expected = new ArrayList<>();
        for (char file = 'a'; file <= 'm'; file++) {
            for (int rank = 1; rank <= 13; rank++) {
                if ((file - 'a' + rank - 1) % 2 == 1 && !(file == 'f' && rank == 3)) {
                    expected.add("f3" + file + rank);
                }
            }
        }
        for (Rulebook book : List.of(Preparation.table(macadamia), BuiltEngines.generated(definition))) {
            Position open = Fen.read(book, "6k6/13/13/13/13/13/13/13/13/13/5(CA)7/13/6K6 w - - 0 1");
            assertEquals(expected.stream().sorted().toList(), movesFrom(open, "f3"));
        }
    }

    @Test
    void itsCaptureGivesCheckAndMate() {
        for (Rulebook book : engines()) {
            // the Hook Mover on a1 hits e3 by a3, and every square round it by a2 to a4: the lone King is mated
            Position mated = Fen.read(book, "8/8/8/8/8/4k3/8/H1K5 b - - 0 1");
            assertTrue(mated.inCheck());
            assertEquals(List.of(), MoveNotation.legal(mated));
            // a man on a3 (the corner) lifts the check; the King may not step to d2, e2, f2 (still hit by a2)
            Position corner = Fen.read(book, "8/8/8/8/8/p3k3/8/H1K5 b - - 0 1");
            assertFalse(corner.inCheck());
            List<String> king = movesFrom(corner, "e3");
            assertFalse(king.contains("e3e2") || king.contains("e3d2") || king.contains("e3f2"), king.toString());
            assertTrue(king.contains("e3d3") && king.contains("e3f3"), king.toString());
        }
    }

    @Test
    void theExportsWriteTheXBetzaOrRefuse() {
        var diagram = org.variantc.compiler.html.InteractiveDiagram.of(variant, true); // lossy: the diagram has no "stalemate loses"
        assertTrue(diagram instanceof org.variantc.compiler.html.InteractiveDiagram.Block b
                && b.text().contains("RmasR") && b.text().contains("BmasB"), diagram.toString());
        var ini = org.variantc.compiler.exports.FsfIni.of(variant, null, false);
        assertTrue(ini instanceof org.variantc.compiler.exports.FsfIni.Refused r
                && r.reasons().stream().anyMatch(why -> why.contains("multi-leg")), ini.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "6pk/7p/8/8/8/8/8/H6K w - - 0 1",
        "k7/8/8/8/p7/4p3/1P6/H1K5 w - - 0 1",
        "8/8/8/8/8/p3k3/8/H1K5 b - - 0 1",
        "8/7k/8/4p3/3C4/8/K7/8 w - - 0 1",
        "8/7k/8/4p3/3C4/8/K7/8 b - - 0 1",
        "h2k3c/pppppppp/8/8/8/8/PPPPPPPP/H2K3C w - - 0 1",
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
