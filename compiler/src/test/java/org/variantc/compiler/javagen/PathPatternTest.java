package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.Step;
import org.variantc.runtime.rules.VariantRules;

class PathPatternTest {
    /** The Eurofighter: two forward steps; some capture on the first, which the generated code must still try. */
    @Test
    void aNearlydoublePawnsDoubleStepsAreFixedShapes() {
        PieceRules pawn = piece(Games.rules("nearlydouble-chess.variant"), "Pawn");
        PathPattern pattern = PathPattern.of(pawn);
        assertNotNull(pattern);
        List<PathPattern.Shape> white = pattern.shapes().get(0);
        assertTrue(white.stream().allMatch(s -> s.offsets().size() == 2));
        assertTrue(white.stream().anyMatch(PathPattern.Shape::capturesOnTheWay));
        assertTrue(white.stream().anyMatch(s -> s.offsets().equals(List.of(11, 22))
                && s.conditions().equals(List.of((int) Step.EMPTY))));
        assertEquals(0, pattern.mask(pawn, 0, 0), "a1: a Pawn's own first rank has no double steps");
        assertTrue(pattern.mask(pawn, 0, 2 * 11 + 5) != 0, "f3 has them");
    }

    /** The shapes a mask selects are, in order, the paths of the table: same squares, conditions and modes. */
    @ParameterizedTest
    @ValueSource(strings = {"nearlydouble-chess.variant", "nearlydouble-overkill.variant", "fide.variant",
            "chess-and-a-half.variant", "augmented-chess.variant", "augmented-half-chess.variant", "halfgi.variant"})
    void everyMaskRebuildsTheTablePaths(String game) {
        for (PieceRules piece : Games.rules(game).pieces()) {
            PathPattern pattern = PathPattern.of(piece);
            if (pattern == null) {
                continue;
            }
            for (int side = 0; side < 2; side++) {
                for (int sq = 0; sq < piece.moves()[side].length; sq++) {
                    final int origin = sq;
                    int mask = pattern.mask(piece, side, sq);
                    List<String> rebuilt = new ArrayList<>();
                    List<PathPattern.Shape> shapes = pattern.shapes().get(side);
                    for (int k = 0; k < shapes.size(); k++) {
                        if ((mask >>> k & 1) != 0) {
                            PathPattern.Shape s = shapes.get(k);
                            rebuilt.add(s.offsets().stream().map(o -> origin + o).toList() + " " + s.conditions() + " " + s.modes());
                        }
                    }
                    List<String> table = new ArrayList<>();
                    for (Path path : piece.moves()[side][sq].paths()) {
                        List<Integer> squares = java.util.Arrays.stream(path.squares()).boxed().toList();
                        List<Integer> conditions = new ArrayList<>();
                        for (byte c : path.conditions()) {
                            conditions.add((int) c);
                        }
                        table.add(squares + " " + conditions + " " + path.modes());
                    }
                    assertEquals(table, rebuilt, game + " " + piece.name() + " side " + side + " square " + sq);
                }
            }
        }
    }

    private static PieceRules piece(VariantRules rules, String name) {
        return rules.pieces().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }
}
