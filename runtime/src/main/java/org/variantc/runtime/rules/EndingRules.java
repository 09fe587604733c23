package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * How a game ends and how its result is decided, besides checkmate.
 *
 * @param end    end rules besides checkmate
 * @param points the point count deciding drawn endings (Janggi), or null
 */
public record EndingRules(EndRules end, PointCount points) implements Serializable {
    /** These end rules, no point count. */
    public static EndingRules of(EndRules end) {
        return new EndingRules(end, null);
    }
}
