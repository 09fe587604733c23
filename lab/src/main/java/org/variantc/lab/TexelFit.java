package org.variantc.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.EvalWeights;
import org.variantc.runtime.search.Evaluation;
import org.variantc.runtime.search.PieceValues;

/**
 * Texel tuning: the evaluation weights that best predict self-play results from the static score
 * of quiet positions. The prediction of a position is 1 / (1 + 10^(-K·score/400)), score in
 * centipawns for White; the error is the mean squared difference from the game's result. K is
 * fitted first to the starting weights (and then held), and the weights by a local search: each
 * tuned weight stepped up, else down, and on in that direction while the training error falls; when a whole pass improves
 * nothing, every step is halved, down to 1. Every position of every game counts, not a game's
 * result alone, which is what lets it move many weights at once where SPSA could not.
 *
 * <p>The positions of every tenth pair (pair number ending in 9) are held out: their error is
 * printed beside the training error, so a fit that learns the games rather than the evaluation
 * shows. Deterministic: positions in their order, sums in one order.
 */
final class TexelFit {
    /** Weights that are sizes stay at 0 or above; {@code spread} may be negative. */
    private static final int SIGNED = EvalWeights.NAMES.indexOf("spread");

    private final Rulebook book;
    private final PieceValues values;
    private final List<Position> train = new ArrayList<>();
    private final List<Double> trainResult = new ArrayList<>();
    private final List<Position> held = new ArrayList<>();
    private final List<Double> heldResult = new ArrayList<>();
    private double k = 1;

    TexelFit(VariantRules rules, List<TexelSample> samples) {
        book = Fen.start(rules).rulebook();
        values = PieceValues.of(book);
        for (TexelSample s : samples) {
            boolean out = s.pair() % 10 == 9;
            (out ? held : train).add(Fen.read(book, s.fen()));
            (out ? heldResult : trainResult).add(s.whiteScore());
        }
    }

    int trainingPositions() {
        return train.size();
    }

    int heldOutPositions() {
        return held.size();
    }

    double k() {
        return k;
    }

    /** One step of the search: the pass, the weights after it, and both errors. */
    record Pass(int number, EvalWeights weights, double trainError, double heldError) {
    }

    /**
     * Fits K to {@code start}, then the weights {@code tuned} indexes from their first steps;
     * {@code passes} bounds the passes, {@code each} hears of every pass.
     */
    EvalWeights fit(EvalWeights start, int[] tuned, int[] steps, int passes, Consumer<Pass> each) {
        k = fitK(start);
        int[] v = start.vector();
        int[] step = steps.clone();
        double best = error(EvalWeights.of(v), train, trainResult);
        each.accept(new Pass(0, start, best, error(start, held, heldResult)));
        for (int pass = 1; pass <= passes; pass++) {
            boolean improved = false;
            for (int i = 0; i < tuned.length; i++) {
                for (int sign : new int[] {1, -1}) {
                    int[] trial = v.clone();
                    trial[tuned[i]] += sign * step[i];
                    if (trial[tuned[i]] < 0 && tuned[i] != SIGNED) {
                        continue;
                    }
                    double e = error(EvalWeights.of(trial), train, trainResult);
                    if (e < best) {
                        best = e;
                        v = trial;
                        improved = true;
                        v = onward(v, tuned[i], sign * step[i]); // on while the error falls
                        best = error(EvalWeights.of(v), train, trainResult);
                        break;
                    }
                }
            }
            EvalWeights now = EvalWeights.of(v);
            each.accept(new Pass(pass, now, best, error(now, held, heldResult)));
            if (!improved) {
                boolean smallest = true;
                for (int i = 0; i < step.length; i++) {
                    smallest &= step[i] == 1;
                    step[i] = Math.max(1, step[i] / 2);
                }
                if (smallest) {
                    break;
                }
            }
        }
        return EvalWeights.of(v);
    }

    /** Steps weight {@code i} of {@code v} by {@code delta} again and again while the training error falls. */
    private int[] onward(int[] v, int i, int delta) {
        double best = error(EvalWeights.of(v), train, trainResult);
        while (true) {
            int[] trial = v.clone();
            trial[i] += delta;
            if (trial[i] < 0 && i != SIGNED) {
                return v;
            }
            double e = error(EvalWeights.of(trial), train, trainResult);
            if (e >= best) {
                return v;
            }
            best = e;
            v = trial;
        }
    }

    /** K by golden-section search on [0.05, 4] (the error is unimodal in K). */
    private double fitK(EvalWeights weights) {
        int[] scores = scores(weights, train);
        double lo = 0.05;
        double hi = 4;
        double g = (Math.sqrt(5) - 1) / 2;
        for (int i = 0; i < 60; i++) {
            double a = hi - g * (hi - lo);
            double b = lo + g * (hi - lo);
            if (error(scores, trainResult, a) < error(scores, trainResult, b)) {
                hi = b;
            } else {
                lo = a;
            }
        }
        return (lo + hi) / 2;
    }

    /** The mean squared error of {@code weights} over the positions (0 when there are none). */
    double error(EvalWeights weights, List<Position> positions, List<Double> results) {
        return error(scores(weights, positions), results, k);
    }

    double trainingError(EvalWeights weights) {
        return error(weights, train, trainResult);
    }

    private int[] scores(EvalWeights weights, List<Position> positions) {
        Evaluation evaluation = new Evaluation(book, values, weights);
        int[] out = new int[positions.size()];
        for (int i = 0; i < out.length; i++) {
            Position p = positions.get(i);
            int score = evaluation.evaluate(p);
            out[i] = p.sideToMove() == 0 ? score : -score;
        }
        return out;
    }

    private static double error(int[] scores, List<Double> results, double k) {
        double sum = 0;
        for (int i = 0; i < scores.length; i++) {
            double predicted = 1 / (1 + Math.pow(10, -k * scores[i] / 400.0));
            double d = results.get(i) - predicted;
            sum += d * d;
        }
        return scores.length == 0 ? 0 : sum / scores.length;
    }
}
