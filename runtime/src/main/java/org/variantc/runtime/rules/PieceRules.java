package org.variantc.runtime.rules;

import java.io.Serializable;
import java.util.List;

/**
 * One piece type.
 *
 * @param name          e.g. "Knight"
 * @param id            one or two upper-case letters; White's men are written in upper case, Black's in
 *                      lower case
 * @param betza         the move in Betza notation, for display and the protocols
 * @param royal         checkmating or capturing it ends the game
 * @param value         value in centipawns, 0 when the definition leaves it to the engine
 * @param moves         per side ({@code moves[side].length == squares}), what it can do from each square
 * @param promotions    the promotion offers of this type, tried in order; the first whose zone the
 *                      move enters applies
 * @param resetsClock   its moves that advance (change rank toward the enemy) or promote reset the
 *                      n-move counter, as a Pawn's do
 * @param dropZone      per side, per square: true where a man of this type may be dropped; null
 *                      when the type can never be in hand
 * @param dropLimit     what limits its drops besides the zone (Shogi's nifu and uchifuzume)
 * @param plusOf        the type this one is the promoted form of, written {@code +X} in a FEN as
 *                      Fairy-Stockfish writes Shogi's promoted men ({@code +P} for a Tokin); -1:
 *                      it is written with its own id
 */
public record PieceRules(String name, String id, String betza, boolean royal, int value,
                         SquareMoves[][] moves, List<PromotionRule> promotions, boolean resetsClock,
                         boolean[][] dropZone, DropLimit dropLimit, int plusOf) implements Serializable {
    /** A type without drop limits, written with its own id. */
    public PieceRules(String name, String id, String betza, boolean royal, int value, SquareMoves[][] moves,
                      List<PromotionRule> promotions, boolean resetsClock, boolean[][] dropZone) {
        this(name, id, betza, royal, value, moves, promotions, resetsClock, dropZone, DropLimit.NONE, -1);
    }
}
