package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.VariantRules;

class RayPatternTest {
    @Test
    void aRookWalksFourStepsWhoseLengthsAreTheDistancesToTheEdges() {
        PieceRules rook = piece(Games.rules("fide.variant"), "Rook");
        RayPattern pattern = RayPattern.of(rook, PieceAnalysis.rays(rook));
        assertNotNull(pattern);
        assertEquals(4, pattern.count(0));
        int[] a1 = pattern.lengths(rook, 0, 0);
        assertEquals(List.of(0, 0, 7, 7), java.util.Arrays.stream(a1).boxed().sorted().toList());
        assertTrue(pattern.directions().get(0).stream().allMatch(RayPattern.Direction::uniform));
    }

    @Test
    void aHalfRookReachesHalfWayToTheEdge() {
        PieceRules rook = piece(Games.rules("half-chess.variant"), "Rook");
        RayPattern pattern = RayPattern.of(rook, PieceAnalysis.rays(rook));
        assertNotNull(pattern);
        int[] a1 = pattern.lengths(rook, 0, 0);  // seven squares to each edge: four of them
        assertEquals(List.of(0, 0, 4, 4), java.util.Arrays.stream(a1).boxed().sorted().toList());
    }

    @Test
    void aPawnsDoubleStepIsOneDirectionEmittingOnlyOnItsSecondSquare() {
        PieceRules pawn = piece(Games.rules("fide.variant"), "Pawn");
        RayPattern pattern = RayPattern.of(pawn, PieceAnalysis.rays(pawn));
        assertNotNull(pattern);
        RayPattern.Direction up = pattern.directions().get(0).get(0);
        assertEquals(8, up.step());
        assertFalse(up.uniform());
        assertEquals(List.of(0, 1), up.modes());
        assertEquals(-8, pattern.directions().get(1).get(0).step());
        assertArrayEquals(new int[] {2}, pattern.lengths(pawn, 0, 12));  // e2: two squares up
    }

    @Test
    void hoppersKeepTheirTableWalk() {
        Compilation c = VariantCompiler.compile(new SourceFile("cannon.variant", """
                variant "Cannons" {}
                board 8 x 8
                piece King K "K" royal
                piece Cannon C "mRcpR"
                setup "4k3/8/8/8/8/8/8/C3K3"
                """));
        assertTrue(c.succeeded(), c.report());
        VariantRules rules = c.rules();
        PieceRules cannon = piece(rules, "Cannon");
        assertNull(RayPattern.of(cannon, PieceAnalysis.rays(cannon)));
    }

    /** The lengths a square's table gives, walked step by step, are the table's rays, in order. */
    @ParameterizedTest
    @ValueSource(strings = {"fide.variant", "half-chess.variant", "halfgi.variant", "crazyhouse.variant",
            "chess-and-a-half.variant", "nearlydouble-chess.variant", "nearlydouble-overkill.variant",
            "cwda.variant", "augmented-chess.variant", "augmented-half-chess.variant"})
    void everyLengthTableRebuildsTheTableRays(String game) {
        for (PieceRules piece : Games.rules(game).pieces()) {
            RayPattern pattern = RayPattern.of(piece, PieceAnalysis.rays(piece));
            if (pattern == null) {
                continue;
            }
            for (int side = 0; side < 2; side++) {
                int[] table = pattern.table(piece, side);
                int d = pattern.count(side);
                for (int sq = 0; sq < piece.moves()[side].length; sq++) {
                    List<String> rebuilt = new ArrayList<>();
                    for (int k = 0; k < d; k++) {
                        RayPattern.Direction way = pattern.directions().get(side).get(k);
                        StringBuilder ray = new StringBuilder();
                        for (int n = 1; n <= table[sq * d + k]; n++) {
                            ray.append(sq + n * way.step()).append('/').append(way.modes().get(n - 1)).append(' ');
                        }
                        if (!ray.isEmpty()) {
                            rebuilt.add(ray.toString());
                        }
                    }
                    List<String> rays = new ArrayList<>();
                    for (Ray ray : piece.moves()[side][sq].rays()) {
                        StringBuilder text = new StringBuilder();
                        for (int n = 0; n < ray.squares().length; n++) {
                            text.append(ray.squares()[n]).append('/').append(ray.squareModes()[n]).append(' ');
                        }
                        rays.add(text.toString());
                    }
                    assertEquals(rays, rebuilt, game + " " + piece.name() + " side " + side + " square " + sq);
                }
            }
        }
    }

    private static PieceRules piece(VariantRules rules, String name) {
        return rules.pieces().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }
}
