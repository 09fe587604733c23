package org.variantc.compiler.model;

import java.util.List;

/**
 * A piece type.
 *
 * @param id          one or two upper-case letters
 * @param moves       its move clauses, joined
 * @param royal       check and mate apply to it
 * @param value       centipawns; 0 when the definition leaves it to the engine
 * @param promotions  its promotion offers, in definition order
 * @param pawn        a Pawn for the n-move rule: its advances reset the counter
 * @param dropZone    where it may be dropped (White's side), or null when drops are off
 * @param perFile     {@code drop at most N per file}: N, or 0 for no limit (nifu)
 * @param dropMayNotMate {@code drop may not mate}: a drop of it may not checkmate (uchifuzume)
 * @param plusOf      {@code written +P}: the index of P, whose promoted form this is; -1 for none
 * @param confinement where every move of it ends (White's side; a General's palace), or null for
 *                    anywhere
 * @param chiral      {@code chiral}: Black's moves are White's turned half round (left and right
 *                    too), not mirrored rank for rank (Tori Shogi's quails)
 * @param screensRefused {@code may not jump over}: the types (bit = type) its hops may not use as a screen
 * @param victimsRefused {@code may not capture}: the types (bit = type) it may not capture
 */
public record PieceType(String name, String id, String betza, List<MoveClause> moves, boolean royal,
                        int value, List<Promotion> promotions, boolean pawn, Zone dropZone, int perFile,
                        boolean dropMayNotMate, int plusOf, Zone confinement, boolean chiral,
                        long screensRefused, long victimsRefused) {
    public PieceType(String name, String id, String betza, List<MoveClause> moves, boolean royal,
                     int value, List<Promotion> promotions, boolean pawn, Zone dropZone, int perFile,
                     boolean dropMayNotMate, int plusOf, Zone confinement) {
        this(name, id, betza, moves, royal, value, promotions, pawn, dropZone, perFile, dropMayNotMate, plusOf,
                confinement, false, 0, 0);
    }

    public PieceType(String name, String id, String betza, List<MoveClause> moves, boolean royal,
                     int value, List<Promotion> promotions, boolean pawn, Zone dropZone) {
        this(name, id, betza, moves, royal, value, promotions, pawn, dropZone, 0, false, -1, null);
    }
}
