package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.Position;

/**
 * {@code draw after 50 moves reset by pawn drops}: in Crazyhouse a Pawn's drop resets the move
 * count as its advance does; in Chessgi and Halfgi, which leave the switch out, no drop does.
 * Each from a hand-built position, read back through the FEN's half-move clock.
 */
class PawnDropMoveRuleTest {
    private static Position play(Position pos, String... moves) {
        for (String m : moves) {
            pos.make(pos.parseMove(m));
        }
        return pos;
    }

    @Test
    void aCrazyhousePawnDropResetsTheCount() {
        Position pos = play(Games.position("crazyhouse.variant", "4k3/8/8/8/8/8/8/4K3[Pp] w - - 10 30"), "P@e4");
        assertEquals("4k3/8/8/8/4P3/8/8/4K3[p] b - - 0 30", pos.toFen());
        play(pos, "p@d5");
        assertEquals("4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 31", pos.toFen(), "Black's Pawn drop too");
    }

    @Test
    void aCrazyhouseDropOfAnyOtherManDoesNotResetIt() {
        Position pos = play(Games.position("crazyhouse.variant", "4k3/8/8/8/8/8/8/4K3[QNp] w - - 10 30"), "Q@a1", "e8d8", "N@b3");
        assertEquals("3k4/8/8/8/8/1N6/8/Q3K3[p] b - - 13 31", pos.toFen());
    }

    @Test
    void unmakeRestoresTheCountAPawnDropReset() {
        Position pos = Games.position("crazyhouse.variant", "4k3/8/8/8/8/8/8/4K3[P] w - - 37 30");
        String before = pos.toFen();
        play(pos, "P@c3");
        assertEquals(0, pos.halfmoveClock());
        pos.unmake();
        assertEquals(before, pos.toFen());
        assertEquals(37, pos.halfmoveClock());
    }

    @Test
    void onlyCrazyhouseAvertsTheDrawWithAPawnDrop() {
        String fen = "4k3/8/8/8/8/8/8/4K3[P] w - - 99 80";
        Position crazyhouse = play(Games.position("crazyhouse.variant", fen), "P@e4");
        assertEquals(GameStatus.ONGOING, crazyhouse.status());
        Position chessgi = play(Games.position("chessgi.variant", fen), "P@e4");
        assertEquals("4k3/8/8/8/4P3/8/8/4K3[] b - - 100 80", chessgi.toFen());
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.MOVE_RULE), chessgi.status(), "Chessgi counts the drop towards the 50 moves");
    }

    @Test
    void aHalfgiPawnDropDoesNotResetTheCount() { // ../shared/rules/halfgi.md §7.7
        Position pos = play(Games.position("halfgi.variant", "4k3/8/8/8/8/8/8/4K3[Pp] w - - 10 30"), "P@e4");
        assertEquals("4k3/8/8/8/4P3/8/8/4K3[p] b - - 11 30", pos.toFen());
        play(pos, "p@d5");
        assertEquals("4k3/8/8/3p4/4P3/8/8/4K3[] w - - 12 31", pos.toFen());
        play(pos, "e4d5");
        assertEquals("4k3/8/8/3P4/8/8/8/4K3[P] b - - 0 31", pos.toFen(), "a capture still resets it");
    }

    @Test
    void theRulesSayWhichDropsReset() {
        assertTrue(Games.rules("crazyhouse.variant").end().pawnDropsReset());
        assertFalse(Games.rules("chessgi.variant").end().pawnDropsReset());
        assertFalse(Games.rules("halfgi.variant").end().pawnDropsReset());
        assertFalse(Games.rules("fide.variant").end().pawnDropsReset());
    }
}
