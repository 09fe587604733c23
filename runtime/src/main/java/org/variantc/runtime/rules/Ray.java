package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * A line of squares walked in order from the piece, already cut to its range (a halfling's
 * range, an {@code R4}'s four squares, the board edge).
 *
 * @param squares     the squares in walking order
 * @param squareModes per square, which of {@link Modes#MOVE} and {@link Modes#CAPTURE} this ray
 *                    may emit there. A square with 0 is still walked (it blocks when occupied)
 *                    but emits nothing, because another component already emits it or the
 *                    move is lame there ({@code nD} is a two-square ray emitting only its second
 *                    square). A square with {@link #PASS} is jumped: it neither emits nor blocks.
 * @param flags       whole-move conditions: {@link Modes#INITIAL}, {@link Modes#EN_PASSANT},
 *                    {@link Modes#CREATES_EN_PASSANT}
 * @param kind        slide, hop or grasshopper
 */
public record Ray(int[] squares, byte[] squareModes, int flags, RayKind kind) implements Serializable {
    /** A square-mode bit: the square is jumped over whatever it holds (Betza {@code j} on a slider). */
    public static final byte PASS = 64;
}
