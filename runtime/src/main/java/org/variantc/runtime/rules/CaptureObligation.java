package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * Whether a side that can capture must: among the legal moves, only the captures then remain
 * (Antichess, Losers, Codrus).
 */
public record CaptureObligation(boolean compulsory) implements Serializable {
    public static final CaptureObligation FREE = new CaptureObligation(false);
}
