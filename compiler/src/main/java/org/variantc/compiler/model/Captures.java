package org.variantc.compiler.model;

import org.variantc.runtime.rules.CaptureObligation;

/**
 * When a side must capture and what a capture does besides removing a man, as checked; lowered
 * to the runtime's {@code CaptureRules}.
 *
 * @param obligation    whether captures are compulsory
 * @param explosion     captures that explode, or null
 * @param petrification capturers turned into walls, or null
 * @param lionTrading   Chu Shogi's Lion-trading rules, or null
 * @param burning       Tenjiku Shogi's Fire Demons, or null
 * @param rangeJumping  Tenjiku Shogi's range-jumping captures, or null
 */
public record Captures(CaptureObligation obligation, Explosion explosion, Petrification petrification,
                       LionTrading lionTrading, Burning burning, RangeJumping rangeJumping) {
    /** Free, plain captures (chess). */
    public static final Captures PLAIN = new Captures(CaptureObligation.FREE, null, null, null, null, null);
}
