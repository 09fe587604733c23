package org.variantc.compiler.cli;

import java.util.List;
import java.util.function.Consumer;

/** A position as the commands see it: moves in coordinate notation, and perft. */
public interface EnginePosition {
    /** The legal moves in coordinate notation, in the runtime's order. */
    List<String> legalMoves();

    /** The leaves of the legal move tree {@code depth} plies deep. */
    long perft(int depth);

    /**
     * Perft below each legal move, one entry per root move, in the runtime's order; each is
     * handed to {@code done} as soon as it is counted, so a long run can show its progress.
     */
    List<RootCount> divide(int depth, Consumer<RootCount> done);

    /** One root move of a divide and the leaves below it. */
    record RootCount(String move, long nodes) {
    }
}
