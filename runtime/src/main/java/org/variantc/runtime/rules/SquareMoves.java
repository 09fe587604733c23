package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * Everything one piece type of one side can do from one square on an otherwise empty board
 * description. Duplicate destinations between components are already removed by the compiler,
 * so every move generated from here is distinct, but for the {@link Bend}s: a bent line may
 * land where another component or another corner lands, so the generators emit such a square once.
 */
public record SquareMoves(Leap[] leaps, Ray[] rays, Path[] paths, Bend[] bends) implements Serializable {
    public static final SquareMoves NONE = new SquareMoves(new Leap[0], new Ray[0], new Path[0]);

    /** A square's moves without bent lines (most pieces'). */
    public SquareMoves(Leap[] leaps, Ray[] rays, Path[] paths) {
        this(leaps, rays, paths, new Bend[0]);
    }

    public boolean isEmpty() {
        return leaps.length == 0 && rays.length == 0 && paths.length == 0 && bends.length == 0;
    }
}
