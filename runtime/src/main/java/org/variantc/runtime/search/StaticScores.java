package org.variantc.runtime.search;

import org.variantc.runtime.position.Position;

/**
 * The static scores of positions evaluated lately, by Zobrist hash: a search meets the same
 * position again and again (each iteration, each re-search, quiescence below a pruned node), and
 * the evaluation is its dearest step. The hash covers everything the evaluation reads (board,
 * virgin men, hands, checks given, side to move), so a stored score is the one the evaluation
 * would give. One entry per slot, the newest kept; two parallel arrays, nothing allocated while
 * searching. Not thread-safe: each search has its own.
 */
final class StaticScores {
    private static final int SIZE = 1 << 16;

    private final Evaluation evaluation;
    private final long[] keys = new long[SIZE];
    private final int[] scores = new int[SIZE];

    StaticScores(Evaluation evaluation) {
        this.evaluation = evaluation;
    }

    /** The evaluation's score of {@code pos} for the side to move, stored or computed now. */
    int of(Position pos) {
        long key = pos.hash();
        int i = (int) key & (SIZE - 1);
        if (keys[i] == key && key != 0) {
            return scores[i];
        }
        int score = evaluation.evaluate(pos);
        keys[i] = key;
        scores[i] = score;
        return score;
    }
}
