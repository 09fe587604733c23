package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.VariantRules;

class LeapPatternTest {
    @Test
    void aFidePawnLeapsForwardThenCapturesTowardsTheHFileThenTheAFile() {
        PieceRules pawn = piece(Games.rules("fide.variant"), "Pawn");
        LeapPattern pattern = LeapPattern.of(pawn);
        assertNotNull(pattern);
        assertEquals(List.of(8, 9, 7), pattern.offsets().get(0));
        assertEquals(List.of(-8, -7, -9), pattern.offsets().get(1));
        assertEquals(0b101, pattern.mask(pawn, 0, 15)); // h2: no capture towards the i-file
        assertEquals(0, pattern.mask(pawn, 0, 60));     // e8: no leaps at all
    }

    /** The offsets a mask selects are, in order, the leaps of the table: same targets, same modes. */
    @ParameterizedTest
    @ValueSource(strings = {"fide.variant", "half-chess.variant", "halfgi.variant", "crazyhouse.variant",
            "chess-and-a-half.variant", "nearlydouble-chess.variant", "cwda.variant"})
    void everyMaskRebuildsTheTableLeaps(String game) {
        for (PieceRules piece : Games.rules(game).pieces()) {
            LeapPattern pattern = LeapPattern.of(piece);
            if (pattern == null) {
                continue;
            }
            for (int side = 0; side < 2; side++) {
                for (int sq = 0; sq < piece.moves()[side].length; sq++) {
                    int mask = pattern.mask(piece, side, sq);
                    List<String> rebuilt = new ArrayList<>();
                    for (int k = 0; k < pattern.offsets().get(side).size(); k++) {
                        if ((mask >>> k & 1) != 0) {
                            rebuilt.add((sq + pattern.offsets().get(side).get(k)) + "/" + pattern.modes().get(side).get(k));
                        }
                    }
                    List<String> table = new ArrayList<>();
                    for (Leap leap : piece.moves()[side][sq].leaps()) {
                        table.add(leap.target() + "/" + leap.modes());
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
