package org.variantc.compiler.betza;

import java.util.List;

/**
 * A multi-leg move (Betza {@code a}) with every leg's step resolved in White's orientation.
 *
 * @param steps      the legs' steps, in order
 * @param conditions what each leg's square must hold, for every leg but the last
 * @param modes      what the final leg may do, and whether the whole move is initial (never en passant)
 */
public record MultiLeg(List<int[]> steps, List<LegCondition> conditions, MoveModes modes) implements Component {
}
