package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.variantc.compiler.games.ChessAndAHalf.assertMoves;
import static org.variantc.compiler.games.ChessAndAHalf.play;
import static org.variantc.compiler.games.ChessAndAHalf.position;
import static org.variantc.compiler.games.ChessAndAHalf.reference;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.IllegalMoveException;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;

/** Rules 6 and 7 of spec §4: the King on the far rank and the 80-move rule. */
class ChessAndAHalfEndTest {
    private static final GameStatus WHITE_GOAL = new GameStatus(GameStatus.Result.WHITE_WINS, GameStatus.Reason.GOAL);
    private static final GameStatus BLACK_GOAL = new GameStatus(GameStatus.Result.BLACK_WINS, GameStatus.Reason.GOAL);
    private static final GameStatus MOVE_RULE = new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.MOVE_RULE);

    @Test
    void aKingReachingTheFarRankWinsAtOnce() {
        Position p = play(position("Kg11 kb6 Qa1"), "g11g12");
        assertEquals(WHITE_GOAL, GameStatus.of(p));
        assertEquals(0, p.legalMoves().size());
        assertEquals(0, Perft.perft(p, 1));
        assertTrue(reference(Fen.write(p)).isGameOver());
        assertEquals(0, reference(Fen.write(p)).perft(1));
        Position b = play(position("kg2 Kb6 qa12", "b - - 0 1"), "g2f1");
        assertEquals(BLACK_GOAL, GameStatus.of(b));
        assertEquals(0, b.legalMoves().size());
    }

    @Test
    void theWinningKingMoveMustBeLegal() {
        Position p = position("Kg11 ka6 ra12");
        assertMoves(p, "g11", "g11f11", "g11h11", "g11f10", "g11g10", "g11h10");
        assertThrows(IllegalMoveException.class, () -> MoveNotation.parse(p, "g11g12"));
        assertEquals(GameStatus.ONGOING, GameStatus.of(p));
    }

    @Test
    void otherMenOnTheFarRankDoNotWin() {
        Position p = play(position("Kg1 Ge11 ka6"), "e11e12=");
        assertEquals(GameStatus.ONGOING, GameStatus.of(p));
        assertFalse(p.legalMoves().isEmpty());
    }

    @Test
    void aPositionSetUpAfterTheWinHasNoMoves() {
        Position p = position("Kg12 ka6", "b - - 0 1");
        assertEquals(WHITE_GOAL, GameStatus.of(p));
        assertEquals(0, p.legalMoves().size());
        assertEquals(0, reference(Fen.write(p)).legalMoveStrings().size());
    }

    @Test
    void eightyMovesWithoutCaptureOrPawnAdvanceDraw() {
        Position p = play(position("Ka1 kl6 Ce5", "w - - 158 100"), "e5e7");
        assertEquals(159, p.halfmoveClock());
        assertEquals(GameStatus.ONGOING, GameStatus.of(p));
        play(p, "l6l7");
        assertEquals(160, p.halfmoveClock());
        assertEquals(MOVE_RULE, GameStatus.of(p));
        // Fifty moves are not enough.
        assertEquals(GameStatus.ONGOING, GameStatus.of(play(position("Ka1 kl6 Ce5", "w - - 99 60"), "e5e7")));
    }

    @Test
    void anOvertakeResetsTheCount() {
        assertEquals(0, play(position("Ka1 kl6 Ce1 pe2", "w - - 159 100"), "e1e3xe2").halfmoveClock());
        assertEquals(160, play(position("Ka1 kl6 Ce1 pe2", "w - - 159 100"), "e1e3").halfmoveClock());
        assertEquals(0, play(position("Ka1 kl6 Sd1 Pd2 pd3", "w - - 159 100"), "d1d4xd3").halfmoveClock());
    }

    @Test
    void forwardPawnMovesResetTheCountAndSidewaysStepsDoNot() {
        assertEquals(0, play(position("Ka1 kl6 Pe7", "w - - 159 100"), "e7e8").halfmoveClock());
        assertEquals(0, play(position("Ka1 kl6 Pe7 pf8", "w - - 159 100"), "e7f8").halfmoveClock());
        Position side = play(position("Ka1 kl6 Pe7", "w - - 159 100"), "e7d7");
        assertEquals(160, side.halfmoveClock());
        assertEquals(MOVE_RULE, GameStatus.of(side));
        assertEquals(160, play(position("Ka1 kl6 pe6", "b - - 159 100"), "e6f6").halfmoveClock());
    }
}
