package org.variantc.runtime.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * The search's stored static scores are the evaluation's: over many short random games from the
 * start, one store for all, each position, met for the first time or again (by the same or another
 * move order), reads the score the evaluation gives it. In the compiler's tests because the
 * positions come from the shipped definitions; in the runtime's package because the store is the
 * search's own.
 */
class StaticScoresTest {
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"fide.variant", "crazyhouse.variant", "fairy-stockfish/shogi.variant",
            "fairy-stockfish/xiangqi.variant", "fairy-stockfish/3check.variant", "halfgi.variant"})
    void aStoredScoreIsTheEvaluations(String name) {
        VariantRules rules = Games.rules(name);
        Position start = Fen.start(rules);
        Evaluation evaluation = new Evaluation(start.rulebook());
        StaticScores scores = new StaticScores(evaluation);
        Random random = new Random(2026_11_27L ^ name.hashCode());
        Set<Long> seen = new HashSet<>();
        int again = 0;
        for (int game = 0; game < 300; game++) {
            Position pos = Fen.start(rules);
            for (int ply = 0; ply < 8; ply++) {
                if (!seen.add(pos.hash()) && ply >= 2) {
                    again++;
                }
                assertEquals(evaluation.evaluate(pos), scores.of(pos), () -> Fen.write(pos));
                long[] moves = pos.legalMoves().toArray();
                if (moves.length == 0) {
                    break;
                }
                // among the first few moves only, so that games meet and cross often
                pos.make(moves[random.nextInt(Math.min(6, moves.length))]);
            }
        }
        assertTrue(again > 50, name + ": only " + again + " positions met again past the second ply");
    }
}
