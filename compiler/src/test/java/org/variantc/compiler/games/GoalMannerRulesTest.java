package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.GameStatus.Reason;
import org.variantc.runtime.GameStatus.Result;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * Goals that count in a manner, from hand-built positions: Jeson Mor's Knight must still hold e5
 * at its side's next turn ({@code win when N holds square e5}), Dobutsu's Lion wins on the far
 * rank only where no enemy man attacks it ({@code win when L safely reaches rank 4}). Every
 * position's legal moves were read from upstream Fairy-Stockfish (commit c19b5f6c,
 * /work/ref/fsf/src/stockfish: {@code position fen F moves M}, {@code go perft 1}): 0 where the
 * game has ended.
 */
class GoalMannerRulesTest {
    private static final VariantRules JESON_MOR = Games.rules("fairy-stockfish/jesonmor.variant");
    private static final VariantRules DOBUTSU = Games.rules("fairy-stockfish/dobutsu.variant");

    private static Position play(VariantRules rules, String fen, String... moves) {
        Position pos = Fen.read(rules, fen);
        for (String move : moves) {
            pos.make(MoveNotation.parse(pos, move));
        }
        return pos;
    }

    private static List<String> legal(Position pos) {
        return MoveNotation.legal(pos).stream().sorted().toList();
    }

    @Test
    void aKnightOnTheCentreWinsOnlyWhenItStillStandsThereAtItsTurn() {
        String fen = "4n4/9/9/9/9/9/3N5/9/N8 w - - 0 1";
        Position arrived = play(JESON_MOR, fen, "d3e5");
        assertEquals(GameStatus.ONGOING, GameStatus.of(arrived), "Black has its move first");
        assertEquals(List.of("e9c8", "e9d7", "e9f7", "e9g8"), legal(arrived));
        Position held = play(JESON_MOR, fen, "d3e5", "e9g8");
        assertEquals(new GameStatus(Result.WHITE_WINS, Reason.GOAL), GameStatus.of(held));
        assertTrue(held.legalMoves().isEmpty(), "the game is over: no moves");
    }

    @Test
    void aKnightTakenOnTheCentreWinsNothingAndItsTakerMustHoldItInTurn() {
        String fen = "9/9/5n3/9/9/9/3N5/9/N8 w - - 0 1";
        Position taken = play(JESON_MOR, fen, "d3e5", "f7e5");
        assertEquals(GameStatus.ONGOING, GameStatus.of(taken), "Black's Knight on e5 has not held it yet");
        assertEquals(List.of("a1b3", "a1c2"), legal(taken));
        Position held = play(JESON_MOR, fen, "d3e5", "f7e5", "a1b3");
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.GOAL), GameStatus.of(held));
    }

    @Test
    void aSideWithoutKnightsHasNoMovesAndLoses() {
        Position pos = Fen.read(JESON_MOR, "4n4/9/9/9/9/9/9/9/9 w - - 0 1");
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.STALEMATE), GameStatus.of(pos));
    }

    @Test
    void aLionSafeOnTheFarRankWinsAtOnce() {
        Position pos = play(DOBUTSU, "2l/L2/3/3[] w - - 0 1", "a3a4");
        assertEquals(new GameStatus(Result.WHITE_WINS, Reason.GOAL), GameStatus.of(pos));
        assertTrue(pos.legalMoves().isEmpty(), "the game is over: no moves");
    }

    @Test
    void aLionAttackedOnTheFarRankMayBeTakenAndWinsOnlyOnceSafe() {
        String fen = "1gl/L2/3/3[] w - - 0 1";
        Position attacked = play(DOBUTSU, fen, "a3a4");
        assertEquals(GameStatus.ONGOING, GameStatus.of(attacked), "the Giraffe on b4 attacks a4");
        assertEquals(List.of("b4a4", "b4b3", "c4b3", "c4c3"), legal(attacked));
        Position taken = play(DOBUTSU, fen, "a3a4", "b4a4");
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.EXTINCTION), GameStatus.of(taken));
        Position stillAttacked = play(DOBUTSU, fen, "a3a4", "c4c3");
        assertEquals(GameStatus.ONGOING, GameStatus.of(stillAttacked));
        assertEquals(List.of("a4a3", "a4b3", "a4b4"), legal(stillAttacked));
        Position leftAlone = play(DOBUTSU, fen, "a3a4", "b4b3");
        assertEquals(new GameStatus(Result.WHITE_WINS, Reason.GOAL), GameStatus.of(leftAlone));
    }

    @Test
    void bothLionsSafeOnTheirFarRanksDraw() {
        Position pos = Fen.read(DOBUTSU, "L2/3/3/2l[] w - - 0 1");
        assertEquals(new GameStatus(Result.DRAW, Reason.GOAL), GameStatus.of(pos));
    }

    @Test
    void theLionIsNoRoyalManAndMayStepIntoAttack() {
        assertEquals(List.of("b2a1", "b2a2", "b2a3", "b2b1", "b2b3", "b2c1", "b2c2", "b2c3"),
                legal(Fen.read(DOBUTSU, "g1l/3/1L1/3[] w - - 0 1")));
    }

    @Test
    void aChickOnTheLastRankMustBecomeAHen() {
        List<String> moves = legal(Fen.read(DOBUTSU, "l2/1C1/3/2L[] w - - 0 1"));
        assertEquals(List.of("b3b4h", "c1b1", "c1b2", "c1c2"), moves);
    }
}
