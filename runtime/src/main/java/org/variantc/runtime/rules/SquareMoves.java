package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * Everything one piece type of one side can do from one square on an otherwise empty board
 * description. Duplicate destinations between components are already removed by the compiler,
 * so every move generated from here is distinct.
 */
public record SquareMoves(Leap[] leaps, Ray[] rays, Path[] paths) implements Serializable {
    public static final SquareMoves NONE = new SquareMoves(new Leap[0], new Ray[0], new Path[0]);

    public boolean isEmpty() {
        return leaps.length == 0 && rays.length == 0 && paths.length == 0;
    }
}
