package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * {@code draw after 50 moves reset by pawn drops}: in Crazyhouse a Pawn's drop resets the move
 * count as its advance does; in Chessgi and Halfgi, which leave the switch out, no drop does.
 * Each from a hand-built position, read back through the FEN's half-move clock.
 */
class PawnDropMoveRuleTest {
    private static Position play(Position pos, String... moves) {
        for (String m : moves) {
            pos.make(MoveNotation.parse(pos, m));
        }
        return pos;
    }

    @Test
    void aCrazyhousePawnDropResetsTheCount() {
        Position pos = play(Games.position("crazyhouse.variant", "4k3/8/8/8/8/8/8/4K3[Pp] w - - 10 30"), "P@e4");
        assertEquals("4k3/8/8/8/4P3/8/8/4K3[p] b - - 0 30", Fen.write(pos));
        play(pos, "p@d5");
        assertEquals("4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 31", Fen.write(pos), "Black's Pawn drop too");
    }

    @Test
    void aCrazyhouseDropOfAnyOtherManDoesNotResetIt() {
        Position pos = play(Games.position("crazyhouse.variant", "4k3/8/8/8/8/8/8/4K3[QNp] w - - 10 30"), "Q@a1", "e8d8", "N@b3");
        assertEquals("3k4/8/8/8/8/1N6/8/Q3K3[p] b - - 13 31", Fen.write(pos));
    }

    @Test
    void unmakeRestoresTheCountAPawnDropReset() {
        Position pos = Games.position("crazyhouse.variant", "4k3/8/8/8/8/8/8/4K3[P] w - - 37 30");
        String before = Fen.write(pos);
        play(pos, "P@c3");
        assertEquals(0, pos.halfmoveClock());
        pos.unmake();
        assertEquals(before, Fen.write(pos));
        assertEquals(37, pos.halfmoveClock());
    }

    @Test
    void onlyCrazyhouseAvertsTheDrawWithAPawnDrop() {
        String fen = "4k3/8/8/8/8/8/8/4K3[P] w - - 99 80";
        Position crazyhouse = play(Games.position("crazyhouse.variant", fen), "P@e4");
        assertEquals(GameStatus.ONGOING, GameStatus.of(crazyhouse));
        Position chessgi = play(Games.position("chessgi.variant", fen), "P@e4");
        assertEquals("4k3/8/8/8/4P3/8/8/4K3[] b - - 100 80", Fen.write(chessgi));
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.MOVE_RULE), GameStatus.of(chessgi), "Chessgi counts the drop towards the 50 moves");
    }

    @Test
    void aHalfgiPawnDropDoesNotResetTheCount() { // ../shared/rules/halfgi.md §7.7
        Position pos = play(Games.position("halfgi.variant", "4k3/8/8/8/8/8/8/4K3[Pp] w - - 10 30"), "P@e4");
        assertEquals("4k3/8/8/8/4P3/8/8/4K3[p] b - - 11 30", Fen.write(pos));
        play(pos, "p@d5");
        assertEquals("4k3/8/8/3p4/4P3/8/8/4K3[] w - - 12 31", Fen.write(pos));
        play(pos, "e4d5");
        assertEquals("4k3/8/8/3P4/8/8/8/4K3[P] b - - 0 31", Fen.write(pos), "a capture still resets it");
    }

    @Test
    void theRulesSayWhichDropsReset() {
        assertTrue(Games.rules("crazyhouse.variant").ending().end().pawnDropsReset());
        assertFalse(Games.rules("chessgi.variant").ending().end().pawnDropsReset());
        assertFalse(Games.rules("halfgi.variant").ending().end().pawnDropsReset());
        assertFalse(Games.rules("fide.variant").ending().end().pawnDropsReset());
    }
}
