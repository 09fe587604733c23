package org.variantc.runtime.search;

/**
 * How well a capture did: scores indexed by the capturing man's piece-to (man with its side,
 * destination) and the type it takes there (its own column for a capture whose destination is
 * empty: en passant, a locust's), in a {@link HistoryTable}. Captures of equal or near victims
 * are then ordered by experience, not only by the attacker's value.
 */
final class CaptureHistory {
    private final HistoryTable table;
    private final int empty;

    /** @param pieceTos how many piece-to indices there are; @param types the game's types; @param bound the scores' magnitude bound */
    CaptureHistory(int pieceTos, int types, int bound) {
        table = new HistoryTable(pieceTos, types + 1, bound);
        empty = types;
    }

    /** The score of the capture of a {@code victim} (a type, or -1 for an empty destination) by {@code pieceTo}. */
    int score(int pieceTo, int victim) {
        return table.score(pieceTo, column(victim));
    }

    /** Raises or lowers the capture of {@code victim} by {@code pieceTo}. */
    void adjust(int pieceTo, int victim, int bonus) {
        table.adjust(pieceTo, column(victim), bonus);
    }

    /** A new search: old experience counts for less. */
    void age() {
        table.age();
    }

    private int column(int victim) {
        return victim < 0 ? empty : victim;
    }
}
