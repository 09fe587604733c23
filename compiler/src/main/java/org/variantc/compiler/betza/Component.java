package org.variantc.compiler.betza;

/** One kind of move a piece has; geometry in White's orientation. */
public sealed interface Component permits Line, MultiLeg, BentRide {
}
