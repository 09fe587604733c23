package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.EvalWeights;
import org.variantc.runtime.search.Evaluation;
import org.variantc.runtime.search.PieceValues;

/**
 * The material term's values per type, steered by the two weights a tuner may move without
 * per-game numbers: {@code promoter} scales the promoting men, {@code spread} draws the others
 * towards their mean (negative) or away from it. Halfgi's estimates (`variantc values
 * definitions/halfgi.variant`): Q 698, R 382, B 240, Crab 149, P 97, the King royal.
 */
class MaterialValuesTest {
    private static final String START = "rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR[] w KQkq - 0 1";

    private static int[] values(EvalWeights weights) {
        Position pos = Games.position("halfgi.variant", START);
        VariantRules rules = pos.rulebook().rules();
        return Evaluation.materialValues(rules, PieceValues.of(pos.rulebook()), weights);
    }

    @Test
    void theUntunedWeightsCountTheEstimates() {
        Position pos = Games.position("halfgi.variant", START);
        PieceValues estimates = PieceValues.of(pos.rulebook());
        int[] v = values(EvalWeights.UNTUNED);
        for (int t = 0; t < v.length; t++) {
            assertEquals(estimates.value(t), v[t]);
        }
        assertArrayEquals(new int[] {0, 698, 382, 240, 149, 97}, v);
    }

    @Test
    void promoterScalesThePawnAlone() {
        assertArrayEquals(new int[] {0, 698, 382, 240, 149, 145}, values(EvalWeights.UNTUNED.with("promoter=150")));
    }

    @Test
    void spreadDrawsThePiecesTogetherOrApart() {
        // the mean of Q, R, B, Crab: (698 + 382 + 240 + 149) / 4 = 367.25; Q at spread -50: 698 * (698 / 367.25)^-0.5 = 506
        int[] near = values(EvalWeights.UNTUNED.with("spread=-50"));
        assertEquals(506, near[1]);
        assertTrue(near[1] > near[2] && near[2] > near[3] && near[3] > near[4], "the order stays");
        assertTrue(near[4] > 149 && near[1] < 698, "the cheap piece dearer, the dear one cheaper");
        assertEquals(97, near[5], "the Pawn is the promoter's");
        int[] apart = values(EvalWeights.UNTUNED.with("spread=50"));
        assertTrue(apart[1] > 698 && apart[4] < 149);
    }

    @Test
    void theEvaluationCountsThemOnTheBoard() {
        // White a Crab up (Black's g8 Crab gone): at spread -50 the Crab counts 149 * (149 / 367.25)^-0.5 = 234
        assertEquals(234 - 149, WeightDifference.of("halfgi.variant",
                "rcbqkb1r/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR[] w KQkq - 0 1", "spread=-50"));
    }
}
