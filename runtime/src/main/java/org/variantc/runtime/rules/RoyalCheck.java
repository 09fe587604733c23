package org.variantc.runtime.rules;

/** When a side with several royal men is in check. */
public enum RoyalCheck {
    /** When any of its royal men is attacked (chess, Three Kings' royal cousins). */
    ANY,
    /**
     * Only when all of them are attacked at once (Spartan chess's duple check): a move may leave
     * one attacked while another is safe; with one royal man left this is the usual check.
     */
    ALL,
    /**
     * Only its last royal man is royal (Sho Shogi's King and Crown Prince): while a side has two
     * or more, it is never in check and either may be captured.
     */
    LAST
}
