package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * One promotion offer of one piece type: when a move of that type ends inside {@code zone} and
 * started outside it (or, {@code touching}, starts or ends in it), the mover may (or, if not {@code optional}, must) replace the piece by one
 * of {@code choices}.
 *
 * @param zone      per side, per square: true inside the zone
 * @param choices   the piece types offered, in the order of the definition
 * @param limits    per choice, the choice is offered only while the mover has fewer than this
 *                  many men of that type on the board before the move ({@link Integer#MAX_VALUE}:
 *                  no limit)
 * @param quota     0 for none; otherwise, if the mover has fewer than {@code quota} men of any of
 *                  the choices, only those types may be chosen (Nearlydouble's last rank)
 * @param optional  the mover may decline and keep the piece
 * @param armies    the choices are every type of both armies in the game, never royal or a Pawn;
 *                  {@link VariantRules#withArmies} sets them for each pair of armies
 * @param touching  the offer applies to a move that starts or ends in the zone (Shogi: entering,
 *                  leaving or moving inside it), not only to one that enters it from outside
 * @param capturing the offer applies only to a move that captures on its destination (Micro
 *                  Shogi's men turn over when, and only when, they capture)
 */
public record PromotionRule(boolean[][] zone, int[] choices, int[] limits, int quota, boolean optional,
                            boolean armies, boolean touching, boolean capturing) implements Serializable {
    public PromotionRule(boolean[][] zone, int[] choices, int[] limits, int quota, boolean optional,
                         boolean armies, boolean touching) {
        this(zone, choices, limits, quota, optional, armies, touching, false);
    }

    public PromotionRule(boolean[][] zone, int[] choices, int[] limits, int quota, boolean optional) {
        this(zone, choices, limits, quota, optional, false, false);
    }

    public PromotionRule(boolean[][] zone, int[] choices, int[] limits, int quota, boolean optional,
                         boolean armies) {
        this(zone, choices, limits, quota, optional, armies, false);
    }

    /** Whether a move of {@code side} from {@code from} to {@code to} is offered this promotion. */
    public boolean applies(int side, int from, int to) {
        boolean[] z = zone[side];
        return touching ? z[to] || z[from] : z[to] && !z[from];
    }

    /** Whether the move is offered this promotion, {@code captures} telling whether it captures on {@code to}. */
    public boolean applies(int side, int from, int to, boolean captures) {
        return (captures || !capturing) && applies(side, from, to);
    }

    /** The same offer with other choices, none limited. */
    PromotionRule offering(int[] types) {
        int[] none = new int[types.length];
        java.util.Arrays.fill(none, Integer.MAX_VALUE);
        return new PromotionRule(zone, types.clone(), none, quota, optional, armies, touching, capturing);
    }
}
