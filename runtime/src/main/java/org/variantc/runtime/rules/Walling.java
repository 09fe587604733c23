package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * A move in two parts whose second part places a wall (Duck chess): after the man has moved, the
 * mover puts the one neutral blocker, the Duck, on an empty square other than the one it stood
 * on; the first time, on any empty square. The Duck is a wall: nobody's man, never captured, and
 * no man enters or passes its square.
 *
 * @param kind how the wall is placed
 */
public record Walling(Kind kind) implements Serializable {
    /** The ways a wall is placed after the move; a closed set, one per rule the runtime plays. */
    public enum Kind {
        /** One wall, lifted and put on another empty square after every move (Duck chess). */
        DUCK
    }

    public static final Walling DUCK = new Walling(Kind.DUCK);
}
