package org.variantc.runtime.rules;

/** The result of a game-ending rule, from the point of view of the side it applies to. */
public enum Outcome {
    WIN, LOSS, DRAW
}
