package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * What limits the drops of one piece type beyond its drop zone (Shogi's drop rules).
 *
 * @param perFile    0 for no limit; otherwise a man of this type may not be dropped on a file
 *                   where its side already has this many men of the type (nifu: 1 for the
 *                   Pawn; Tori Shogi's Swallows: 2). Promoted men are of another type, so they
 *                   never count.
 * @param mayNotMate a drop of this type that checkmates is illegal (uchifuzume, for the Pawn);
 *                   a drop that only checks is legal
 */
public record DropLimit(int perFile, boolean mayNotMate) implements Serializable {
    public static final DropLimit NONE = new DropLimit(0, false);

    public boolean limits() {
        return perFile > 0 || mayNotMate;
    }
}
