package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * The promoted mark counts for repetition only where a rule reads it. A promoted Queen (d1) and
 * an original one (b1) swap squares in three moves while Black's King walks a triangle: in
 * FIDE, Chessgi and Halfgi the position after is the one before, in Crazyhouse it is not (taking
 * the b1 Queen would now give a Pawn, not a Queen).
 */
class PromotedRepetitionTest {
    private static final String[] SWAP = {"b1c2", "h8g8", "d1b1", "g8g7", "c2d1", "g7h8"};
    private static final String BOARD = "7k/8/8/8/8/8/8/1Q1Q~K3";
    private static final String SWAPPED = "7k/8/8/8/8/8/8/1Q~1QK3";

    private static Position swapped(String game, String holdings) {
        Position pos = Games.position(game, BOARD + holdings + " w - - 0 1");
        for (String move : SWAP) {
            pos.make(MoveNotation.parse(pos, move));
        }
        // The FEN still says which Queen is which.
        assertEquals(SWAPPED + holdings + " w - - 6 4", Fen.write(pos));
        return pos;
    }

    @Test
    void fideCountsTheSwapAsARepetitionAndDrawsOnTheThird() {
        Position pos = swapped("fide.variant", "");
        assertEquals(2, pos.occurrences());
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        for (String move : SWAP) {
            pos.make(MoveNotation.parse(pos, move));
        }
        assertEquals(3, pos.occurrences());
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.REPETITION), GameStatus.of(pos));
    }

    @Test
    void dropGamesWhereAPromotedManKeepsItsTypeCountItToo() {
        assertEquals(2, swapped("chessgi.variant", "[]").occurrences());
        // Halfgi's halfling Queens: c2 reaches b1 and d1, b1 and d1 reach each other through an empty c1.
        assertEquals(2, swapped("halfgi.variant", "[]").occurrences());
    }

    @Test
    void crazyhouseKeepsThemApart() {
        Position pos = swapped("crazyhouse.variant", "[]");
        assertEquals(1, pos.occurrences());
        assertNotEquals(Games.position("crazyhouse.variant", BOARD + "[] w - - 6 4").hash(), pos.hash());
    }

    /** Loading either FEN gives the same hash where the mark has no effect, and computes it alike. */
    @Test
    void aLoadedPositionHashesAsThePlayedOne() {
        Position played = swapped("fide.variant", "");
        Position loaded = Games.position("fide.variant", BOARD + " w - - 6 4");
        assertEquals(loaded.hash(), played.hash());
        assertEquals(played.computeHash(), played.hash());
    }
}
