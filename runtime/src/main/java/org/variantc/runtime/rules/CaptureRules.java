package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * When a side must capture, and what a capture does besides removing the captured man.
 *
 * @param obligation    whether captures are compulsory
 * @param explosion     captures that explode, or null
 * @param petrification capturers turned into walls, or null
 * @param lionTrading   Chu Shogi's Lion-trading rules, or null
 * @param burning       Tenjiku Shogi's Fire Demons (burning), or null
 * @param rangeJumping  Tenjiku Shogi's range-jumping captures, or null
 */
public record CaptureRules(CaptureObligation obligation, Explosion explosion, Petrification petrification,
                           LionTrading lionTrading, Burning burning, RangeJumping rangeJumping) implements Serializable {
    /** Free, plain captures (chess). */
    public static final CaptureRules PLAIN = new CaptureRules(CaptureObligation.FREE, null, null, null, null, null);
}
