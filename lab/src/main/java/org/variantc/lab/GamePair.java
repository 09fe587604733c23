package org.variantc.lab;

import java.io.Serializable;

/**
 * The unit of work: two games of one trial from the same seed, the side measured ("first")
 * White in the first game and Black in the second, so the move's advantage cancels.
 *
 * @param trial  what is measured, e.g. {@code Q vs C}; one key of the result file
 * @param pair   0, 1, ... within the trial; pair 0 plays from the start position itself
 * @param seed   of the random opening moves, the same for both games
 * @param first  the first game, the first side White
 * @param second the second game, the first side Black
 */
public record GamePair(String trial, int pair, long seed, GameStart first, GameStart second) implements Serializable {
    /** The result file's key of this pair. */
    public String key() {
        return trial + "#" + pair;
    }

    /** Pair {@code pair} of {@code trial} under the run's seed, both games from the variant's start position. */
    public static GamePair fromStart(String trial, int pair, long runSeed) {
        return new GamePair(trial, pair, seed(runSeed, trial, pair), GameStart.startPosition(), GameStart.startPosition());
    }

    /** A seed for pair {@code pair} of {@code trial} under the run's seed: the same wherever it is played. */
    public static long seed(long runSeed, String trial, int pair) {
        long z = runSeed * 0x9E3779B97F4A7C15L + trial.hashCode() * 0xBF58476D1CE4E5B9L + pair;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
