package org.variantc.compiler.model;

import java.util.List;

/**
 * A whole checked variant.
 *
 * @param pieces    the piece types; an index into this list is the piece type everywhere after
 * @param castlings White's castling moves (Black's mirror them)
 * @param armies    army selection, or null when both sides always have the setup's men; with it,
 *                  the setup leaves the slots' squares empty
 * @param flyingGeneral the royal men of the two sides may not face each other on a file with
 *                      no man between (Xiangqi)
 */
public record Variant(Metadata metadata, Board board, List<PieceType> pieces, Setup setup,
                      List<Castling> castlings, Drops drops, EndConditions end, Armies armies,
                      boolean flyingGeneral) {
    public Variant(Metadata metadata, Board board, List<PieceType> pieces, Setup setup,
                   List<Castling> castlings, Drops drops, EndConditions end, Armies armies) {
        this(metadata, board, pieces, setup, castlings, drops, end, armies, false);
    }
}
