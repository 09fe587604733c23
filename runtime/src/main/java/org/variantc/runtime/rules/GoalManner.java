package org.variantc.runtime.rules;

/**
 * When a goal reached counts, after Fairy-Stockfish's flag keys.
 */
public enum GoalManner {
    /** At once, for the side that reaches it (King of the Hill; no flag key). */
    AT_ONCE,
    /**
     * Only when the man still stands on it at its own side's next turn: the other side has one
     * move to take it or drive it off ({@code flagMove} with a man that is not a King: Jeson Mor).
     */
    HELD,
    /**
     * Only while no enemy man attacks it there, judged at every turn; both sides there safely is a
     * draw ({@code flagPieceSafe}: Dobutsu's try).
     */
    SAFE
}
