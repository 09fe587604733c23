package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * {@code draw after 50 moves without a capture}: in the Xiangqi family only a capture resets the
 * move count, not a Soldier's step, while the {@code pawn} flag still names the Soldier for SAN and
 * the chase rule. Each from a hand-built position, read back through the FEN's half-move clock.
 * The counts are upstream Fairy-Stockfish's (commit c19b5f6c, {@code setoption name UCI_Variant
 * value xiangqi}, {@code position fen … moves e4e5}, {@code d}): 11 after the step, 0 after the capture.
 */
class CaptureOnlyMoveRuleTest {
    private static final String XIANGQI = "fairy-stockfish/xiangqi.variant";

    private static Position play(Position pos, String... moves) {
        for (String m : moves) {
            pos.make(MoveNotation.parse(pos, m));
        }
        return pos;
    }

    @Test
    void aSoldierStepDoesNotResetTheCount() {
        Position pos = play(Games.position(XIANGQI, "4k4/9/9/9/9/9/4P4/9/9/4K4 w - - 10 30"), "e4e5");
        assertEquals("4k4/9/9/9/9/4P4/9/9/9/4K4 b - - 11 30", Fen.write(pos));
    }

    @Test
    void aCaptureStillResetsIt() {
        Position pos = play(Games.position(XIANGQI, "4k4/9/9/9/9/4p4/4P4/9/9/4K4 w - - 10 30"), "e4e5");
        assertEquals("4k4/9/9/9/9/4P4/9/9/9/4K4 b - - 0 30", Fen.write(pos));
    }

    @Test
    void theFiftiethMoveOfSoldierStepsDraws() {
        Position pos = play(Games.position(XIANGQI, "4k4/9/9/9/9/9/4P4/9/9/4K4 w - - 98 80"), "e4e5");
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        play(pos, "e10d10");
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.MOVE_RULE), GameStatus.of(pos));
    }

    @Test
    void unmakeRestoresTheCount() {
        Position pos = Games.position(XIANGQI, "4k4/9/9/9/9/9/4P4/9/9/4K4 w - - 37 30");
        String before = Fen.write(pos);
        play(pos, "e4e5");
        pos.unmake();
        assertEquals(before, Fen.write(pos));
    }

    @Test
    void chessPawnsStillResetIt() {
        Position pos = play(Games.position("fide.variant", "4k3/8/8/8/8/8/4P3/4K3 w - - 10 30"), "e2e3");
        assertEquals(0, pos.halfmoveClock());
    }

    @Test
    void theXiangqiAndJanggiFamiliesCountOnlyCaptures() {
        for (String game : List.of("xiangqi", "minixiangqi", "manchu", "janggi", "janggicasual", "janggimodern",
                "janggitraditional")) {
            assertTrue(Games.rules("fairy-stockfish/" + game + ".variant").ending().end().capturesOnlyReset(), game);
            assertEquals(100, Games.rules("fairy-stockfish/" + game + ".variant").ending().end().moveRulePlies(), game);
        }
        assertFalse(Games.rules("fide.variant").ending().end().capturesOnlyReset());
    }
}
