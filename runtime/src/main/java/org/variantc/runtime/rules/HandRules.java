package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * What a hand holds besides captures, and when it must be emptied (Pocket Knight, Dragon,
 * Placement, Sittuyin's setup phase).
 *
 * @param capturesToHand     a captured man goes to the capturer's hand (Crazyhouse); false: it
 *                           leaves the game, and hands hold only what the setup put there
 * @param dropFirst          a side with men in hand must drop one while it has a legal drop: no
 *                           other move is legal (Fairy-Stockfish's mustDrop, a setup phase)
 * @param differentColours   a type whose men of a side must be able to end on squares of different
 *                           colours: a drop that makes it impossible is illegal (Placement's
 *                           Bishops); -1 for none
 * @param castlingKing       with {@code castlingRook}: a man of this type dropped on a castling
 *                           King's square, with a man of that type on the castling's partner
 *                           square (or the other way round), may castle with it, as if neither
 *                           had moved; -1 for none
 * @param castlingRook       the partner type for {@code castlingKing}, -1 for none
 * @param pickups            a side not in check may, as its move, take one of its own men but a
 *                           royal one off the board into its hand (Sjaak II's Twilight chess)
 */
public record HandRules(boolean capturesToHand, boolean dropFirst, int differentColours, int castlingKing,
                        int castlingRook, boolean pickups) implements Serializable {
    /** Captures go to hand; nothing else is asked of it. */
    public static final HandRules CAPTURES = new HandRules(true, false, -1, -1, -1, false);

    /** Whether drops ever change a castling right. */
    public boolean droppedMenCastle() {
        return castlingKing >= 0 && castlingRook >= 0;
    }
}
