package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * Drops: captured men change sides into the capturer's hand, and a turn may be spent putting
 * one back on an empty square.
 *
 * @param enabled          false for variants without hands
 * @param promotedRevert   a captured promoted man goes to hand as the type it promoted from
 *                         (Crazyhouse); false: it keeps its type (Chessgi, Halfgi)
 * @param eitherFace       a man in hand may also be dropped as its promoted form, the type
 *                         written {@code +X} for it (Kyoto Shogi, Micro Shogi)
 */
public record DropRules(boolean enabled, boolean promotedRevert, boolean eitherFace) implements Serializable {
    public static final DropRules NONE = new DropRules(false, false);

    public DropRules(boolean enabled, boolean promotedRevert) {
        this(enabled, promotedRevert, false);
    }
}
