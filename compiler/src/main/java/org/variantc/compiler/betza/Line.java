package org.variantc.compiler.betza;

/**
 * A move along one step vector: a leap (range 1), a rider (range n or 0 for unlimited) or a
 * halfling rider, with its modes.
 *
 * @param dx       step, files (right is +)
 * @param dy       step, ranks (forward is +)
 * @param range    1 for a leap, n for at most n steps, 0 for unlimited
 * @param halfling absolute halfling: range cut to ceil(d/2), d the steps to the edge
 * @param modes    what it may do at its destination, and when
 * @param kind     how occupied squares are treated
 * @param wraps    XBetza's {@code o}: the move goes on round the board's side edges, as every move
 *                 does on a cylinder board
 */
public record Line(int dx, int dy, int range, boolean halfling, MoveModes modes, LineKind kind, boolean wraps)
        implements Component {
}
