package org.variantc.compiler.engine;

import org.variantc.compiler.games.Games;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.search.EvalWeights;
import org.variantc.runtime.search.Evaluation;
import org.variantc.runtime.search.PieceValues;

/** What some weights add to the untuned evaluation of a hand-built position: the evaluation tests' one measure of a term. */
final class WeightDifference {
    private WeightDifference() {
    }

    /** The score with {@code weights} ({@code name=value,...}) over untuned, less the untuned score, for the side to move. */
    static int of(String game, String fen, String weights) {
        Position pos = Games.position(game, fen);
        PieceValues values = PieceValues.of(pos.rulebook());
        int with = new Evaluation(pos.rulebook(), values, EvalWeights.UNTUNED.with(weights)).evaluate(pos);
        int without = new Evaluation(pos.rulebook(), values, EvalWeights.UNTUNED).evaluate(pos);
        return with - without;
    }
}
