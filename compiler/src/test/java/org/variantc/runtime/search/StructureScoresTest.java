package org.variantc.runtime.search;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * The pawn structure's kept figures ({@link StructureScores}) are the walk's: over random games,
 * every structure weight on, one evaluation for all (its structures met again and again, most of them with the other men
 * moved) scores each position as an evaluation made for that position alone, which has met no
 * structure before and walks it whole.
 */
class StructureScoresTest {
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"fide.variant", "fairy-stockfish/capablanca.variant", "fairy-stockfish/makruk.variant",
            "fairy-stockfish/shatranj.variant"})
    void aKeptStructureScoresAsTheWalk(String name) {
        VariantRules rules = Games.rules(name);
        // every structure term on, not only the defaults' passedKing
        EvalWeights weights = EvalWeights.defaults(rules)
                .with("isolated=12,backward=9,connected=7,passedRank=40,passedRankEnd=70,passedFree=25,passedKing=60");
        PieceValues values = PieceValues.of(Fen.start(rules).rulebook());
        Evaluation shared = new Evaluation(Fen.start(rules).rulebook(), values, weights);
        Random random = new Random(2026_11_28L ^ name.hashCode());
        int positions = 0;
        for (int game = 0; game < 12; game++) {
            Position pos = Fen.start(rules);
            for (int ply = 0; ply < 80; ply++) {
                Evaluation fresh = new Evaluation(pos.rulebook(), values, weights);
                assertEquals(fresh.evaluate(pos), shared.evaluate(pos), () -> Fen.write(pos));
                positions++;
                long[] moves = pos.legalMoves().toArray();
                if (moves.length == 0) {
                    break;
                }
                pos.make(moves[random.nextInt(moves.length)]);
            }
        }
        assertEquals(true, positions > 300, name + ": only " + positions + " positions");
    }
}
