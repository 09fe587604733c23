package org.variantc.runtime.search;

import java.util.List;

/**
 * A report from a running search: after each completed iteration and when the best move
 * changes. {@code mateIn} is moves to mate (negative: being mated), 0 when none is known.
 */
public record SearchInfo(int depth, int selectiveDepth, int score, int mateIn, long nodes, long millis,
                         List<String> pv) {
    public long nodesPerSecond() {
        return millis > 0 ? nodes * 1000 / millis : nodes * 1000;
    }
}
