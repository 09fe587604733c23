package org.variantc.runtime.search;

/**
 * How well a quiet move did right after another move: scores indexed by the earlier move's
 * piece-to (man with its side, destination) and the later one's, in a {@link HistoryTable}. Both
 * engines' searches use it the same way, so it stays deterministic.
 */
final class ContinuationHistory {
    private final HistoryTable table;

    /** @param indices how many piece-to indices there are; @param bound the scores' magnitude bound */
    ContinuationHistory(int indices, int bound) {
        table = new HistoryTable(indices, indices, bound);
    }

    /** The score of {@code to} after {@code before}; 0 when there was no earlier move. */
    int score(int before, int to) {
        return before < 0 ? 0 : table.score(before, to);
    }

    /** Raises or lowers {@code to} after {@code before}; nothing when there was no earlier move. */
    void adjust(int before, int to, int bonus) {
        if (before >= 0) {
            table.adjust(before, to, bonus);
        }
    }

    /** A new search: old experience counts for less. */
    void age() {
        table.age();
    }
}
