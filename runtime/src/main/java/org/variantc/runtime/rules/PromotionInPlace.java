package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * A promotion that is a move of its own (Sittuyin's Pawn): instead of moving, the man turns into
 * one of the choices where it stands or one of the new type's moves to an empty square away,
 * where the new man attacks no enemy man and the move gives no check.
 *
 * @param type           the type that may promote so
 * @param zone           per side, per square: where the man must stand to promote
 * @param choices        the types it may become
 * @param limits         per choice, offered while the side has fewer men of it on the board
 *                       than this ({@link Integer#MAX_VALUE}: always)
 * @param anywhereWhenLast the side's last man of {@code type} may promote from any square
 */
public record PromotionInPlace(int type, boolean[][] zone, int[] choices, int[] limits, boolean anywhereWhenLast)
        implements Serializable {
}
