package org.variantc.lab;

import java.io.Serializable;

/**
 * What an executor does with one {@link GamePair}: plays its two games and gives what the job
 * collects of them ({@link PairPlay}: the pair's result; {@link TexelPlay}: its quiet positions).
 * It is shipped to the executors, hence Serializable; what it gives travels back to the driver,
 * so that must be Serializable too.
 *
 * @param <R> what a pair gives
 */
interface PairGames<R> extends Serializable {
    R play(GamePair pair);
}
