package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.TableCodec;
import org.variantc.runtime.rules.VariantRules;

/**
 * Shatar's rules on mate, from hand-built positions: a mate counts only if the unbroken series
 * of checks that led to it held a shak (a check by Rook, Knight or Bers), else it draws; a mate
 * by Knights alone is scored for the mated side (Fairy-Stockfish's {@code checkmate_value} with
 * {@code shatarMateRule}). The page's rules carry the same scoring.
 */
class ShatarMateTest {
    private static final VariantRules SHATAR = Games.rules("fairy-stockfish/shatar.variant");

    private static Position play(VariantRules rules, String fen, String... moves) {
        Position pos = Fen.read(rules, fen);
        for (String m : moves) {
            pos.make(MoveNotation.parse(pos, m));
        }
        return pos;
    }

    @Test
    void aKnightsMateAloneIsScoredForTheMatedSide() {
        Position pos = play(SHATAR, "6rk/5Npp/8/8/8/8/8/K7 b - - 0 1");
        assertTrue(pos.inCheck() && pos.legalMoves().isEmpty(), "smothered by the Knight");
        assertEquals(new GameStatus(GameStatus.Result.BLACK_WINS, GameStatus.Reason.MISERE_MATE), GameStatus.of(pos));
    }

    @Test
    void aBishopsMateWithoutAShakIsADraw() {
        Position pos = play(SHATAR, "6bk/7p/8/8/8/8/8/K1B5 w - - 0 1", "c1b2");
        assertTrue(pos.inCheck() && pos.legalMoves().isEmpty(), "mated by the Bishop on the long diagonal");
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.MISERE_MATE), GameStatus.of(pos));
    }

    @Test
    void theSameMateAfterARooksCheckInTheSeriesWins() {
        // Black is in check from the Rook on e7 (a shak), steps to h8, and the Bishop mates.
        Position pos = play(SHATAR, "6b1/4R1kp/8/8/8/8/8/K1B5 b - - 0 1", "g7h8", "c1b2");
        assertTrue(pos.inCheck() && pos.legalMoves().isEmpty());
        assertEquals(new GameStatus(GameStatus.Result.WHITE_WINS, GameStatus.Reason.CHECKMATE), GameStatus.of(pos));
        assertEquals("6bk/4R2p/8/8/8/8/1B6/K7 b - - 2 2", Fen.write(pos), "looking back leaves the game as it was");
    }

    @Test
    void aSeriesBrokenByAMoveOutOfCheckDoesNotCount() {
        // The Rook's check is answered, then a quiet move, then the Bishop mates: the shak is not in the series.
        Position pos = play(SHATAR, "6b1/p3R1kp/8/8/8/8/8/K1B5 b - - 0 1", "g7h8", "a1b1", "a7a6", "b1a1", "a6a5", "c1b2");
        assertTrue(pos.inCheck() && pos.legalMoves().isEmpty());
        assertEquals(GameStatus.Result.DRAW, GameStatus.of(pos).result());
    }

    @Test
    void theScoringCrossesToThePage() {
        VariantRules back = TableCodec.decode(TableCodec.encode(SHATAR));
        assertEquals(SHATAR.ending().end().scoring(), back.ending().end().scoring());
        Position pos = play(back, "6b1/4R1kp/8/8/8/8/8/K1B5 b - - 0 1", "g7h8", "c1b2");
        assertEquals(GameStatus.Result.WHITE_WINS, GameStatus.of(pos).result());
    }
}
