package org.variantc.compiler.model;

import org.variantc.runtime.rules.RoyalCheck;

/**
 * What check is for the royal men and what it forbids, as checked; lowered to the runtime's
 * {@code RoyalRules}.
 *
 * @param givingCheckForbidden no move may check the other side (Racing Kings)
 * @param flyingGeneral        the royal men of the two sides may not face each other on a file with
 *                             no man between (Xiangqi)
 * @param bikjang              royal men facing must part on the next move, or the side to move passes
 *                             and the game ends (Janggi)
 * @param royalCheck           when a side with several royal men is in check: any attacked, all
 *                             (Spartan's duple check), or only its last (Sho Shogi)
 * @param makruk               the Makruk family's counting, check and first-move rules
 *                             ({@link MakrukFamily#NONE})
 * @param passingCheckForbidden a royal man moving along a line may not pass over a square the other side
 *                             attacks, where it would stand in check (Caissa Britannia)
 */
public record Royals(boolean givingCheckForbidden, boolean flyingGeneral, boolean bikjang, RoyalCheck royalCheck,
                     MakrukFamily makruk, boolean passingCheckForbidden) {
    /** Chess's check. */
    public static final Royals CHESS = new Royals(false, false, false, RoyalCheck.ANY, MakrukFamily.NONE, false);
}
