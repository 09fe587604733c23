package org.variantc.compiler.model;

import java.util.List;
import org.variantc.runtime.rules.CaptureObligation;
import org.variantc.runtime.rules.Shuffle;

/**
 * A whole checked variant.
 *
 * @param pieces    the piece types; an index into this list is the piece type everywhere after
 * @param castlings White's castling moves (Black's mirror them)
 * @param armies    army selection, or null when both sides always have the setup's men; with it,
 *                  the setup leaves the slots' squares empty
 * @param captures  whether captures are compulsory
 * @param givingCheckForbidden no move may check the other side (Racing Kings)
 * @param shuffle   the shuffled first rank (Chess960), or null
 * @param explosion captures that explode, or null
 * @param petrification capturers turned into walls, or null
 * @param flyingGeneral the royal men of the two sides may not face each other on a file with
 *                      no man between (Xiangqi)
 * @param castlingSides who castles: both (Black mirroring White's {@code castlings}), or one side
 *                      only, then {@code castlings} are that side's moves in White's terms
 * @param royalCheck    when a side with several royal men is in check: any attacked, all (Spartan's
 *                      duple check), or only its last (Sho Shogi)
 */
public record Variant(Metadata metadata, Board board, List<PieceType> pieces, Setup setup,
                      List<Castling> castlings, Drops drops, EndConditions end, Armies armies,
                      CaptureObligation captures, boolean givingCheckForbidden, Shuffle shuffle,
                      Explosion explosion, Petrification petrification, boolean flyingGeneral,
                      CastlingSides castlingSides, org.variantc.runtime.rules.RoyalCheck royalCheck) {
    public Variant(Metadata metadata, Board board, List<PieceType> pieces, Setup setup,
                   List<Castling> castlings, Drops drops, EndConditions end, Armies armies,
                   CaptureObligation captures, boolean givingCheckForbidden, Shuffle shuffle,
                   Explosion explosion, Petrification petrification, boolean flyingGeneral) {
        this(metadata, board, pieces, setup, castlings, drops, end, armies, captures, givingCheckForbidden, shuffle,
                explosion, petrification, flyingGeneral, CastlingSides.BOTH,
                org.variantc.runtime.rules.RoyalCheck.ANY);
    }

    public Variant(Metadata metadata, Board board, List<PieceType> pieces, Setup setup,
                   List<Castling> castlings, Drops drops, EndConditions end, Armies armies) {
        this(metadata, board, pieces, setup, castlings, drops, end, armies, CaptureObligation.FREE, false, null,
                null, null, false);
    }
}
