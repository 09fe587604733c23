package org.variantc.runtime.match;

import org.variantc.runtime.notation.GameRecord;

import java.util.List;

/**
 * The match cannot go on, and its last game is not scored: the other engine refused the variant,
 * or a player answered with a move that is not legal in the position, which means the two sides
 * play different rules or different positions. A game that was not really played must not count.
 */
public final class MatchStopped extends RuntimeException {
    private final transient List<GameRecord> finished;

    public MatchStopped(String reason) {
        this(reason, List.of());
    }

    MatchStopped(String reason, List<GameRecord> finished) {
        super(reason, null, false, false);
        this.finished = List.copyOf(finished);
    }

    /** The games that ended before the match stopped, in round order. */
    public List<GameRecord> finished() {
        return finished;
    }
}
