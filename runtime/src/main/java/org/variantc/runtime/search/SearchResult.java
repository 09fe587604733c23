package org.variantc.runtime.search;

/**
 * What a search found. {@code bestMove} is 0 only when the position has no legal move (the
 * game is over); {@code ponderMove} is 0 when unknown. Moves are in the searched position's
 * encoding; {@code bestText} its coordinate notation.
 */
public record SearchResult(long bestMove, String bestText, long ponderMove, String ponderText, int score,
                           int depth, long nodes, long millis) {
}
