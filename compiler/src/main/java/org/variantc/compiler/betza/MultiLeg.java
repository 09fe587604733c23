package org.variantc.compiler.betza;

import java.util.List;

/**
 * A multi-leg move (Betza {@code a}) with every leg's step resolved in White's orientation.
 *
 * @param steps      the legs' steps, in order
 * @param conditions one runtime {@code Step} code per leg but the last (what its square must hold)
 * @param modes      runtime {@code Modes} bits of the final leg and the whole move (INITIAL)
 */
public record MultiLeg(List<int[]> steps, byte[] conditions, int modes) implements Component {
}
