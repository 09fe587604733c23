package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * Captures that explode (Atomic chess): a capture removes the victim, the capturer and every man
 * on the eight squares around the target, except men of the spared types standing around it and
 * men of the immune types anywhere. Type sets are bits of a {@code long}, bit {@code type}.
 *
 * <p>Royal men keep their meaning with a twist that follows from the blast: a move may never
 * remove one's own royal man, a move that removes the enemy's is legal whatever it leaves
 * attacked, and a royal man touching an enemy royal man cannot be attacked (capturing it would
 * blow up the capturer's own). A side whose royal men are all gone has lost.
 *
 * @param spared        types that survive when they stand next to the target (Atomic's Pawns);
 *                      the capturer and the victim are removed whatever their type
 * @param immune        types an explosion never removes, the capturer included (Atomar's Kings)
 * @param truce         types that may not capture a man of their own type (Atomar's Kings)
 * @param checkIgnored  royal men may stand attacked and be captured; only their loss ends the
 *                      game (No-check Atomic, Atomar)
 */
public record Explosion(long spared, long immune, long truce, boolean checkIgnored) implements Serializable {
    public static boolean has(long types, int type) {
        return (types >>> type & 1) != 0;
    }
}
