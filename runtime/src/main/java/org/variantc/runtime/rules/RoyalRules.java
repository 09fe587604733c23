package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * What check is for this game's royal men, and what it allows or forbids.
 *
 * @param checks     check counting and checks forbidden
 * @param facing     whether the two sides' royal men may face on an open file (Xiangqi: not)
 * @param royalCheck when a side with several royal men is in check: any attacked, or all (duple check)
 * @param makruk     the Makruk family's counting, check and first-move rules ({@link MakrukRules#NONE})
 * @param passingCheckForbidden a royal man moving along a line may not pass over a square the other side
 *                   attacks, where it would stand in check (Caissa Britannia; Sjaak II's "en-passant check")
 */
public record RoyalRules(CheckRules checks, RoyalFacing facing, RoyalCheck royalCheck, MakrukRules makruk,
                         boolean passingCheckForbidden)
        implements Serializable {
    /** Chess's check: any royal man attacked, facing allowed, nothing counted. */
    public static final RoyalRules CHESS = new RoyalRules(CheckRules.NONE, RoyalFacing.ALLOWED, RoyalCheck.ANY,
            MakrukRules.NONE, false);
}
