package org.variantc.compiler.model;

import java.util.List;
import org.variantc.runtime.rules.Passing;
import org.variantc.runtime.rules.PromotionInPlace;

/**
 * The moves a game has besides its men's own, as checked; lowered to the runtime's {@code MoveRules}.
 *
 * @param castlings         White's castling moves (Black's mirror them), or one side's in White's terms
 * @param castlingSides     who castles: both (Black mirroring White's {@code castlings}), one side only,
 *                          or each its own ({@link CastlingSides#EACH}: Black's are {@code blackCastlings})
 * @param blackCastlings    with {@link CastlingSides#EACH}, Black's castling moves in White's terms
 *                          (mirrored, as a {@code castling black} alone is kept); else empty
 * @param promotionsInPlace promotions that are moves of their own (Sittuyin's Pawn)
 * @param passing           passing a turn and the passes in a row that end the game
 */
public record Moves(List<Castling> castlings, CastlingSides castlingSides, List<Castling> blackCastlings,
                    List<PromotionInPlace> promotionsInPlace, Passing passing) {
    public Moves {
        blackCastlings = List.copyOf(blackCastlings);
    }

    /** These castlings for both sides and nothing else. */
    public static Moves castling(List<Castling> castlings) {
        return new Moves(castlings, CastlingSides.BOTH, List.of(), List.of(), Passing.NONE);
    }

    /** Black's castling moves in White's terms: his own with {@link CastlingSides#EACH}, else White's. */
    public List<Castling> castlingsOf(int side) {
        return side == 1 && castlingSides == CastlingSides.EACH ? blackCastlings : castlings;
    }
}
