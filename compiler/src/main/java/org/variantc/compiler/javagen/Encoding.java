package org.variantc.compiler.javagen;

import org.variantc.runtime.position.Man;
import org.variantc.runtime.position.Move;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Ray;

/**
 * The runtime's encodings as the templates print them: a move ({@link Move}), a man's board
 * code ({@link Man}) and move modes ({@link Modes}, {@link Ray#PASS}). The templates declare
 * none of these numbers themselves, so a change of the runtime's layout reaches the generated
 * engines. Masks are hexadecimal text, as Java source.
 */
public record Encoding(int toShift, int typeShift, int promotionShift, int kindShift, int indexShift,
                       String squareMask, String typeMask, int kindMask, String indexMask,
                       int leap, int ray, int path, int castle, int drop, int bend,
                       int manSide, int manTypeShift, int manTypeMask, int manCodes,
                       int move, int capture, int initial, int enPassant, int createsEnPassant, int pass) {
    static final Encoding RUNTIME = new Encoding(Move.TO_SHIFT, Move.TYPE_SHIFT, Move.PROMOTION_SHIFT,
            Move.KIND_SHIFT, Move.INDEX_SHIFT, hex(Move.SQUARE_MASK), hex(Move.TYPE_MASK), Move.KIND_MASK,
            hex(Move.INDEX_MASK), Move.LEAP, Move.RAY, Move.PATH, Move.CASTLE, Move.DROP, Move.BEND,
            Man.SIDE, Man.TYPE_SHIFT, Man.TYPE_MASK, Man.PIECE + 1,
            Modes.MOVE, Modes.CAPTURE, Modes.INITIAL, Modes.EN_PASSANT, Modes.CREATES_EN_PASSANT, Ray.PASS);

    private static String hex(int mask) {
        return "0x" + Integer.toHexString(mask).toUpperCase(java.util.Locale.ROOT);
    }
}
