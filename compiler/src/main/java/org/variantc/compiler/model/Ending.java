package org.variantc.compiler.model;

import org.variantc.runtime.rules.PointCount;

/**
 * How the game ends and how its result is decided besides checkmate, as checked; lowered to the
 * runtime's {@code EndingRules}.
 *
 * @param end    the end conditions
 * @param points the point count deciding drawn endings, or null
 */
public record Ending(EndConditions end, PointCount points) {
}
