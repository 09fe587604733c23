package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * Passing a turn (Janggi). A pass is written as the royal man's square twice ({@code e2e2}), as
 * Fairy-Stockfish writes it.
 *
 * @param allowed     a side whose royal man is not attacked may pass (and, in a bikjang, even
 *                    when it is)
 * @param endingPasses that many passes in a row end the game, drawn or decided by points; 0 for
 *                    no such rule
 */
public record Passing(boolean allowed, int endingPasses) implements Serializable {
    public static final Passing NONE = new Passing(false, 0);
}
