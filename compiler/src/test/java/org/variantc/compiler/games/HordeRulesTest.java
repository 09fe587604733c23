package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.GameStatus.Reason;
import org.variantc.runtime.GameStatus.Result;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * Horde's rules from hand-built positions: the first-rank double step and its missing en-passant
 * right (as Fairy-Stockfish 11.1 plays it: after a1a3 it writes no en-passant square and offers
 * no capture on a2), castling for Black alone, White without a King losing when its men are gone.
 */
class HordeRulesTest {
    private static Position position(String fen) {
        return Games.position(RoyalGames.definition("horde"), fen);
    }

    private static List<String> moves(Position pos) {
        List<String> names = new ArrayList<>();
        MoveList list = pos.legalMoves();
        for (int i = 0; i < list.size(); i++) {
            names.add(MoveNotation.format(pos, list.get(i)));
        }
        return names;
    }

    private static void play(Position pos, String move) {
        pos.make(MoveNotation.parse(pos, move));
    }

    @Test
    void aFirstRankPawnDoubleStepsAndGivesNoEnPassant() {
        Position pos = position("4k3/8/8/8/8/1p6/8/P6P w - - 0 1");
        assertTrue(moves(pos).containsAll(List.of("a1a2", "a1a3", "h1h2", "h1h3")), moves(pos).toString());
        play(pos, "a1a3");
        assertEquals("4k3/8/8/8/8/Pp6/8/7P b - - 0 1", Fen.write(pos));
        assertFalse(moves(pos).contains("b3a2"), moves(pos).toString());
    }

    /** The double step from the second rank is the usual one: it does give the en-passant right. */
    @Test
    void aSecondRankDoubleStepGivesEnPassant() {
        Position pos = position("4k3/8/8/8/1p6/8/P7/7P w - - 0 1");
        play(pos, "a2a4");
        assertEquals("4k3/8/8/8/Pp6/8/8/7P b - a3 0 1", Fen.write(pos));
        assertTrue(moves(pos).contains("b4a3"), moves(pos).toString());
    }

    /** The step is by rank, as in Fairy-Stockfish: a Pawn that came up from a1 may step two from a2. */
    @Test
    void aPawnArrivedOnTheSecondRankMayStillDoubleStep() {
        Position pos = position("4k3/8/8/8/8/8/8/P6P w - - 0 1");
        play(pos, "a1a2");
        play(pos, "e8e7");
        assertTrue(moves(pos).contains("a2a4"), moves(pos).toString());
    }

    /** A double step is lame: it does not jump a man on the square between. */
    @Test
    void theFirstRankDoubleStepDoesNotJump() {
        Position pos = position("4k3/8/8/8/8/8/Pp6/P6P w - - 0 1");
        assertFalse(moves(pos).contains("a1a3"), moves(pos).toString());
    }

    @Test
    void blackCastlesAndWhiteHasNoRights() {
        Position start = position(null);
        assertTrue(Fen.write(start).contains(" w kq - "), Fen.write(start));
        Position pos = position("r3k2r/8/8/8/8/8/8/PPPP4 b kq - 0 1");
        assertTrue(moves(pos).containsAll(List.of("e8g8", "e8c8")), moves(pos).toString());
        FenException e = assertThrows(FenException.class,
                () -> position("r3k2r/8/8/8/8/8/8/PPPP4 w KQkq - 0 1"));
        assertTrue(e.getMessage().contains("'K' names no castling partner of White"), e.getMessage());
    }

    /** White is never in check: its Pawns may stand attacked, and it has no King to mate. */
    @Test
    void whiteLosesWhenItsLastManIsTaken() {
        Position pos = position("4k3/8/8/8/8/8/1p6/P7 b - - 0 1");
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        play(pos, "b2a1q");
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.EXTINCTION), GameStatus.of(pos));
        assertEquals(0, pos.legalMoves().size());
    }

    @Test
    void blackIsMatedByPawns() {
        Position mated = position("7k/6PP/5PP1/8/8/8/8/8 b - - 0 1");
        assertEquals(new GameStatus(Result.WHITE_WINS, Reason.CHECKMATE), GameStatus.of(mated));
    }
}
