package org.variantc.runtime;

import org.variantc.runtime.moves.GoalRace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.GameStatus.Reason;
import org.variantc.runtime.GameStatus.Result;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.DropRules;
import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.GoalRule;
import org.variantc.runtime.rules.Outcome;
import org.variantc.runtime.rules.VariantRules;

class GameStatusTest {
    private static void play(Position pos, String... moves) {
        for (String m : moves) {
            pos.make(MoveNotation.parse(pos, m));
        }
    }

    @Test
    void checkmateWinsForTheMatingSide() {
        Position pos = Fen.start(Fide.RULES);
        play(pos, "f2f3", "e7e5", "g2g4", "d8h4");
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.CHECKMATE), GameStatus.of(pos));
    }

    @Test
    void stalemateGivesTheVariantsOutcome() {
        String fen = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
        assertEquals(new GameStatus(Result.DRAW, Reason.STALEMATE), GameStatus.of(Fen.read(Fide.RULES, fen)));
        VariantRules stalemateLoses = Fairy.rules(Map.of(), List.of(),
                new EndRules(Outcome.LOSS, 100, 3, List.of()));
        assertEquals(new GameStatus(Result.WHITE_WINS, Reason.STALEMATE),
                GameStatus.of(Fen.read(stalemateLoses, "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")));
    }

    @Test
    void threefoldRepetitionDraws() {
        Position pos = Fen.start(Fide.RULES);
        play(pos, "g1f3", "g8f6", "f3g1", "f6g8");
        assertEquals(2, pos.occurrences());
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        play(pos, "g1f3", "g8f6", "f3g1", "f6g8");
        assertEquals(new GameStatus(Result.DRAW, Reason.REPETITION), GameStatus.of(pos));
    }

    @Test
    void moveRuleDrawsUnlessACaptureOrAnAdvanceResetsTheClock() {
        Position quiet = Fen.read(Fide.RULES, "4k3/8/8/8/8/8/4P3/4K3 w - - 99 60");
        play(quiet, "e1d1");
        assertEquals(new GameStatus(Result.DRAW, Reason.MOVE_RULE), GameStatus.of(quiet));
        Position advance = Fen.read(Fide.RULES, "4k3/8/8/8/8/8/4P3/4K3 w - - 99 60");
        play(advance, "e2e3");
        assertEquals(0, advance.halfmoveClock());
        assertEquals(GameStatus.ONGOING, GameStatus.of(advance));
    }

    @Test
    void aSidewaysPawnStepDoesNotResetTheClock() {
        Position pos = Fen.read(Fairy.rules(), "4k3/8/8/4P3/8/8/8/4K3 w - - 10 30");
        play(pos, "e5d5");
        assertEquals(11, pos.halfmoveClock());
        play(pos, "e8e7", "d5d6");
        assertEquals(0, pos.halfmoveClock());
    }

    @Test
    void theKingOnTheFarRankWinsAndEndsTheGame() {
        VariantRules rules = Fairy.rules(Map.of(), List.of(),
                new EndRules(Outcome.DRAW, 160, 3, List.of(new GoalRule(Fairy.K, Fairy.TB.lastRank()))));
        Position pos = Fen.read(rules, "k7/4K3/8/8/8/8/8/8 w - - 0 1");
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        play(pos, "e7e8");
        assertTrue(GoalRace.ended(pos));
        assertTrue(pos.legalMoves().isEmpty());
        assertEquals(new GameStatus(Result.WHITE_WINS, Reason.GOAL), GameStatus.of(pos));
        assertEquals(0, Perft.perft(pos, 1));
    }

    @Test
    void dropsCanBlockACheck() {
        Position pos = Fen.read(Fide.build(new DropRules(true, true)), "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1");
        assertTrue(pos.inCheck());
        assertFalse(GameStatus.of(pos).isOver());
        assertEquals(Fairy.set("N@b1", "N@c1", "N@d1"), Fairy.movesFrom(pos, "N@"));
    }
}
