package org.variantc.compiler.model;

import java.util.List;
import org.variantc.runtime.rules.CaptureObligation;
import org.variantc.runtime.rules.Passing;
import org.variantc.runtime.rules.PointCount;
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
 * @param makruk    the Makruk family's counting, check and first-move rules ({@link MakrukFamily#NONE})
 * @param hands     where captures go and when a hand must be emptied (Placement's setup phase)
 * @param promotionsInPlace promotions that are moves of their own (Sittuyin's Pawn)
 * @param gating    the gate squares as written for White (Seirawan gating), or null
 * @param duck      every move is followed by the Duck's move to an empty square (Duck chess)
 * @param bikjang       royal men facing must part on the next move, or the side to move passes
 *                      and the game ends (Janggi)
 * @param passing       passing a turn and the passes in a row that end the game
 * @param points        the point count deciding drawn endings, or null
 * @param castlingSides who castles: both (Black mirroring White's {@code castlings}), or one side
 *                      only, then {@code castlings} are that side's moves in White's terms
 * @param royalCheck    when a side with several royal men is in check: any attacked, all (Spartan's
 *                      duple check), or only its last (Sho Shogi)
 */
public record Variant(Metadata metadata, Board board, List<PieceType> pieces, Setup setup,
                      List<Castling> castlings, Drops drops, EndConditions end, Armies armies,
                      CaptureObligation captures, boolean givingCheckForbidden, Shuffle shuffle,
                      Explosion explosion, Petrification petrification, boolean flyingGeneral,
                      MakrukFamily makruk,
                      org.variantc.runtime.rules.HandRules hands,
                      List<org.variantc.runtime.rules.PromotionInPlace> promotionsInPlace,
                      Zone gating, boolean duck,
                      boolean bikjang, Passing passing, PointCount points,
                      CastlingSides castlingSides, org.variantc.runtime.rules.RoyalCheck royalCheck) {
    public Variant(Metadata metadata, Board board, List<PieceType> pieces, Setup setup,
                   List<Castling> castlings, Drops drops, EndConditions end, Armies armies,
                   CaptureObligation captures, boolean givingCheckForbidden, Shuffle shuffle,
                   Explosion explosion, Petrification petrification, boolean flyingGeneral) {
        this(metadata, board, pieces, setup, castlings, drops, end, armies, captures, givingCheckForbidden, shuffle,
                explosion, petrification, flyingGeneral, MakrukFamily.NONE, org.variantc.runtime.rules.HandRules.CAPTURES, List.of(), null, false,
                false, Passing.NONE, null, CastlingSides.BOTH, org.variantc.runtime.rules.RoyalCheck.ANY);
    }

    public Variant(Metadata metadata, Board board, List<PieceType> pieces, Setup setup,
                   List<Castling> castlings, Drops drops, EndConditions end, Armies armies) {
        this(metadata, board, pieces, setup, castlings, drops, end, armies, CaptureObligation.FREE, false, null,
                null, null, false);
    }
}
