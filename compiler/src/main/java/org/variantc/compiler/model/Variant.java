package org.variantc.compiler.model;

import java.util.List;

/**
 * A whole checked variant, in the six rule groups the runtime's {@code VariantRules} has: each
 * group is read by one reader of the checker and lowered by one lowering.
 *
 * @param pieces   the piece types; an index into this list is the piece type everywhere after
 * @param start    armies and the shuffled rank
 * @param moves    castling, promotions in place, passing
 * @param captures compulsory captures, explosion, petrification
 * @param placing  drops, hands, gating, the Duck
 * @param royals   check's rules: giving check, facing, several royal men, the Makruk family
 * @param ending   end conditions and the point count
 */
public record Variant(Metadata metadata, Board board, List<PieceType> pieces, Setup setup, Start start,
                      Moves moves, Captures captures, Placing placing, Royals royals, Ending ending) {
}
