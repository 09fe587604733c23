package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.games.Games;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.Perft;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveDiagram;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.notation.Preparation;
import org.variantc.runtime.notation.San;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * Cylinder boards ({@code board 8 x 8 cylinder}, {@code definitions/cylinder-chess.variant}) and
 * XBetza's {@code o} (one move that wraps) from hand-built positions, on the table engine and the
 * generated engine, which agree move for move. The expected moves are worked out by hand from the
 * rules the definition cites (Pritchard's Cylinder Chess, XBoard 4.9.1's moves.c as the
 * specification of {@code o}): no engine on this machine counts Cylinder Chess.
 */
class CylinderBoardTest {
    private static final String NAME = "cylinder-chess.variant";
    private static final String PACKAGE = "org.variantc.generated.wrapping";

    @TempDir
    static Path dir;

    private static VariantRules wrapping;
    private static Rulebook wrappingGenerated;

    /** A flat board on which only the Wrapping Rook ({@code oR}) goes round. */
    @BeforeAll
    static void generate() throws Exception {
        Compilation c = VariantCompiler.compile(new SourceFile("wrapping.variant", """
                variant "Wrapping Rook"
                board 8 x 8
                piece King K "K" royal
                piece Rook R "R"
                piece Wrapper W "oR"
                setup "r3k2w/8/8/8/8/8/8/W3K2R"
                """));
        assertTrue(c.succeeded(), c.report());
        wrapping = c.rules();
        Path jar = dir.resolve("wrapping.jar");
        EngineJar.build(JavaBackend.generate(wrapping, PACKAGE), PACKAGE, jar);
        wrappingGenerated = EngineLoader.rulebook(EngineLoader.load(jar), wrapping);
    }

    private static List<Rulebook> cylinder() {
        return List.of(Preparation.table(Games.rules(NAME)), GeneratedEngines.rulebook(NAME));
    }

    private static List<String> movesFrom(Position pos, String square) {
        return MoveNotation.legal(pos).stream().filter(m -> m.startsWith(square)).sorted().toList();
    }

    @Test
    void aRookGoesRoundTheSeamAndStopsBeforeItsOwnSquare() {
        for (Rulebook book : cylinder()) {
            // a3, own Pawn on b3: right is blocked, left goes h3 g3 … c3
            Position blocked = Fen.read(book, "4k3/8/8/8/8/RP6/8/4K3 w - - 0 1");
            assertEquals(List.of("a3a1", "a3a2", "a3a4", "a3a5", "a3a6", "a3a7", "a3a8",
                    "a3c3", "a3d3", "a3e3", "a3f3", "a3g3", "a3h3"), movesFrom(blocked, "a3"));
            // d4 alone on its rank: every square of the rank once, none twice, never d4 itself
            Position open = Fen.read(book, "4k3/8/8/8/3R4/8/8/4K3 w - - 0 1");
            assertEquals(List.of("d4a4", "d4b4", "d4c4", "d4d1", "d4d2", "d4d3", "d4d5", "d4d6", "d4d7", "d4d8",
                    "d4e4", "d4f4", "d4g4", "d4h4"), movesFrom(open, "d4"));
            assertEquals("Rh3", San.format(blocked, MoveNotation.parse(blocked, "a3h3")));
        }
    }

    @Test
    void aBishopTakesBothDiagonalsRoundAndReachesASquareBothWaysOnce() {
        for (Rulebook book : cylinder()) {
            // c1: b2 a3 h4 g5 f6 e7 d8 one way, d2 e3 f4 g5 h6 a7 b8 the other; g5 both ways, one move
            Position pos = Fen.read(book, "8/8/8/8/8/8/8/2B1K2k w - - 0 1");
            assertEquals(List.of("c1a3", "c1a7", "c1b2", "c1b8", "c1d2", "c1d8", "c1e3", "c1e7", "c1f4", "c1f6",
                    "c1g5", "c1h4", "c1h6"), movesFrom(pos, "c1"));
        }
    }

    @Test
    void aKnightLeapsAcrossTheSeam() {
        for (Rulebook book : cylinder()) {
            Position pos = Fen.read(book, "4k3/8/8/8/8/8/7N/4K3 w - - 0 1");
            assertEquals(List.of("h2a4", "h2b1", "h2b3", "h2f1", "h2f3", "h2g4"), movesFrom(pos, "h2"));
        }
    }

    @Test
    void aPawnCapturesAcrossTheSeamEnPassantToo() {
        for (Rulebook book : cylinder()) {
            // Black's a7-a5 passes a6, which the h5 Pawn attacks round the seam
            Position pos = Fen.read(book, "4k3/p7/8/7P/8/8/8/4K3 b - - 0 1");
            pos.make(MoveNotation.parse(pos, "a7a5"));
            assertEquals(List.of("h5a6", "h5h6"), movesFrom(pos, "h5"));
            long ep = MoveNotation.parse(pos, "h5a6");
            assertEquals("hxa6", San.format(pos, ep));
            pos.make(ep);
            assertEquals("4k3/8/P7/8/8/8/8/4K3 b - - 0 2", Fen.write(pos));
            // an ordinary capture over the seam, each way: h4xa5 for White, a5xh4 for Black
            Position white = Fen.read(book, "4k3/8/8/p5p1/7P/8/8/4K3 w - - 0 1");
            assertEquals(List.of("h4a5", "h4g5", "h4h5"), movesFrom(white, "h4"));
            Position black = Fen.read(book, "4k3/8/8/p7/7P/8/8/4K3 b - - 0 1");
            assertEquals(List.of("a5a4", "a5h4"), movesFrom(black, "a5"));
        }
    }

    @Test
    void checkGoesRoundTheSeam() {
        for (Rulebook book : cylinder()) {
            // the Queen on a8 checks h8 both ways along the rank and holds h7 (a8-h7 round the seam),
            // g8 and a7: the King may only step to g7 or take her round the seam
            Position pos = Fen.read(book, "Q6k/8/8/8/8/8/8/4K3 b - - 0 1");
            assertTrue(pos.inCheck());
            assertEquals(List.of("h8a8", "h8g7"), MoveNotation.legal(pos).stream().sorted().toList());
        }
    }

    @Test
    void castlingIsFideCastlingButTheKingMayNotCrossASquareAttackedRoundTheSeam() {
        for (Rulebook book : cylinder()) {
            Position free = Fen.read(book, "4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
            assertTrue(movesFrom(free, "e1").containsAll(List.of("e1g1", "e1c1")));
            // a Bishop on a3 reaches g1 only round the seam (a3-h2-g1): no castling short
            Position barred = Fen.read(book, "4k3/8/8/8/8/b7/8/4K2R w K - 0 1");
            assertFalse(movesFrom(barred, "e1").contains("e1g1"), movesFrom(barred, "e1").toString());
        }
    }

    @Test
    void theMoveDiagramShowsTheMovesRound() {
        VariantRules rules = Games.rules(NAME);
        int bishop = 3;
        assertEquals("Bishop", rules.pieces().get(bishop).name());
        var marks = MoveDiagram.of(rules, bishop, rules.square(2, 0)).marks();
        assertTrue(marks.containsKey(rules.square(7, 3)), "c1-h4 round the seam: " + marks);
        assertEquals(13, marks.size());
    }

    /** Armies compare pieces by their moves (model/MoveSet): oR is not R on a flat board, but is R on a cylinder. */
    @Test
    void movesAreComparedRoundTheSeam() {
        var flat = new org.variantc.compiler.model.Board(8, 8);
        var cylinder = new org.variantc.compiler.model.Board(8, 8, true);
        assertFalse(moveSet(flat, "oR").equals(moveSet(flat, "R")));
        assertEquals(moveSet(flat, "oR"), moveSet(cylinder, "R"));
        assertEquals(moveSet(cylinder, "oR"), moveSet(cylinder, "R"));
    }

    private static org.variantc.compiler.model.MoveSet moveSet(org.variantc.compiler.model.Board board, String betza) {
        var parsed = (org.variantc.compiler.betza.BetzaResult.Parsed) org.variantc.compiler.betza.Betza.parse(betza);
        return org.variantc.compiler.model.MoveSet.of(board, List.of(new org.variantc.compiler.model.MoveClause(parsed.move(), null)));
    }

    /** XBoard's piece lines: every leg with XBetza's o, in XBoard 4.9.1's order of mode letters (moves.c). */
    @Test
    void xboardIsToldEveryMoveWraps() {
        List<String> told = org.variantc.compiler.cli.MainAccess.xbetza(
                org.variantc.compiler.check.Sources.definition(NAME)).stream().map(x -> x.text()).toList();
        assertEquals(List.of("oK", "oQ", "oR", "oB", "oN", "fmoWfceoFifmonD"), told);
        assertEquals("coafoK", org.variantc.compiler.cli.MainAccess.wrapping("cafK"));
    }

    @Test
    void xbetzasOWrapsOneMoveOnAFlatBoard() {
        for (Rulebook book : List.of(Preparation.table(wrapping), wrappingGenerated)) {
            Position pos = Fen.read(book, "4k3/8/8/8/8/8/R6W/4K3 w - - 0 1");
            assertEquals(List.of("a2a1", "a2a3", "a2a4", "a2a5", "a2a6", "a2a7", "a2a8", "a2b2", "a2c2", "a2d2", "a2e2",
                    "a2f2", "a2g2"), movesFrom(pos, "a2"));
            // the Wrapper on h2 goes right round onto a2's Rook, which blocks it; the Rook does not go round
            assertEquals(List.of("h2b2", "h2c2", "h2d2", "h2e2", "h2f2", "h2g2",
                    "h2h1", "h2h3", "h2h4", "h2h5", "h2h6", "h2h7", "h2h8"), movesFrom(pos, "h2"));
        }
    }

    @Test
    void theEnginesAgreeToDepth3AndAlongRandomGames() {
        Rulebook generated = GeneratedEngines.rulebook(NAME);
        VariantRules rules = Games.rules(NAME);
        for (String fen : List.of(rules.startFen(), "r3k2r/p6p/8/1b5P/Pq6/8/7p/R3K2R w KQkq - 0 1",
                "Q6k/8/8/8/8/8/8/4K3 b - - 0 1")) {
            Position table = Fen.read(rules, fen);
            long leaves = GeneratedEnginesTest.lockstep(table, Fen.read(generated, fen), 3);
            assertEquals(Perft.perft(Fen.read(rules, fen), 3), leaves, fen);
        }
        int plies = GeneratedEnginesTest.randomGamesInStep(rules, generated, 20_261_127L, 20, 160);
        assertTrue(plies > 1000, "only " + plies + " plies");
        assertTrue(GeneratedEnginesTest.randomGamesInStep(wrapping, wrappingGenerated, 7L, 10, 80) > 100);
    }
}
