package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * A multi-leg move (Betza {@code a}) with its geometry resolved: the squares it visits in
 * order, the last being the destination.
 *
 * @param squares    every square visited; {@code squares[squares.length - 1]} is the destination
 * @param conditions one {@link Step} code per intermediate square ({@code squares.length - 1})
 * @param modes      what the destination may hold ({@link Modes#MOVE}, {@link Modes#CAPTURE})
 *                   and whole-move conditions ({@link Modes#INITIAL},
 *                   {@link Modes#CREATES_EN_PASSANT})
 */
public record Path(int[] squares, byte[] conditions, int modes) implements Serializable {
    public int destination() {
        return squares[squares.length - 1];
    }
}
