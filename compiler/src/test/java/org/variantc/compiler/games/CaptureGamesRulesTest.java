package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.GameStatus.Reason;
import org.variantc.runtime.GameStatus.Result;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.protocol.Game;

/**
 * The rules of the capture-and-count games from hand-built positions: compulsory capture,
 * men running out, bare Kings, mate and stalemate scored otherwise, the common King.
 */
class CaptureGamesRulesTest {
    private static Position position(String game, String fen) {
        return Games.position(CaptureGames.definition(game), fen);
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

    // ---- compulsory capture ----

    /** White could push its Pawn or move its King, but may capture: only the capture is legal. */
    @Test
    void aQuietMoveIsRefusedWhileACaptureIsPossible() {
        Position pos = position("antichess", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1");
        assertEquals(List.of("e4d5"), moves(pos));
        assertThrowsIllegal(pos, "e4e5");
    }

    /** Every capture is offered, not only the best one; the King captures as any man. */
    @Test
    void everyCaptureIsOfferedAndTheKingCaptures() {
        Position pos = position("antichess", "8/8/8/8/8/3p4/3K4/7r w - - 0 1");
        assertEquals(List.of("d2d3"), moves(pos));
        Position two = position("antichess", "8/8/8/2p1p3/3P4/8/8/8 w - - 0 1");
        assertEquals(List.of("d4c5", "d4e5"), moves(two).stream().sorted().toList());
    }

    /** En passant is a capture too, and so forced. */
    @Test
    void enPassantIsForced() {
        Position pos = position("antichess", "8/8/8/3pP3/8/8/8/7K w - d6 0 1");
        assertEquals(List.of("e5d6"), moves(pos));
    }

    /** Losers: the royal King's safety comes first, then the capture is forced among the safe moves. */
    @Test
    void losersEvadesCheckThenCaptures() {
        Position pos = position("losers", "4k3/8/8/8/8/8/3p3P/r3K3 w - - 0 1");
        assertEquals(List.of("e1d2"), moves(pos));
        Position quiet = position("losers", "4k3/8/8/8/8/8/7P/r3K3 w - - 0 1");
        assertEquals(List.of("e1d2", "e1e2", "e1f2"), moves(quiet).stream().sorted().toList());
    }

    /** Without any capture every move stays: the start position's twenty. */
    @Test
    void withoutACaptureAllMovesStay() {
        assertEquals(20, moves(position("antichess", null)).size());
    }

    // ---- men running out ----

    @Test
    void capturingTheLastManWinsForItsOwnerInAntichess() {
        Position pos = position("antichess", "8/8/8/8/8/8/8/R6r b - - 0 1");
        play(pos, "h1a1");
        assertEquals(new GameStatus(Result.WHITE_WINS, Reason.EXTINCTION), GameStatus.of(pos));
        assertTrue(pos.legalMoves().isEmpty());
        assertEquals("White wins: men gone", Game.reason(GameStatus.of(pos)));
    }

    @Test
    void losingTheLastQueenLosesInExtinction() {
        Position pos = position("extinction", "rnb1kbnr/pppppppp/8/8/8/8/PPPPqPPP/RNBQKBNR w KQkq - 0 1");
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        play(pos, "d1e2");
        assertEquals(new GameStatus(Result.WHITE_WINS, Reason.EXTINCTION), GameStatus.of(pos));
        assertEquals(0, pos.legalMoves().size());
    }

    /** The King is a common man: it may stand attacked, and its capture ends the game as a type run out. */
    @Test
    void theCommonKingMayBeLeftAttackedAndCaptured() {
        Position pos = position("extinction", "rnbqkbnr/pppp1ppp/8/8/8/8/PPPPqPPP/RNBQKBNR w KQkq - 0 1");
        assertTrue(moves(pos).contains("f1e2"));
        assertTrue(moves(pos).contains("a2a3"), "White's King is attacked, yet White may ignore it");
        play(pos, "a2a3");
        play(pos, "e2e1");
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.EXTINCTION), GameStatus.of(pos));
    }

    @Test
    void theLastPawnLostLosesInKinglet() {
        Position pos = position("kinglet", "4k3/4p3/8/8/8/8/3p3P/4K3 w - - 0 1");
        play(pos, "e1d2");
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        Position last = position("kinglet", "4k3/8/8/8/8/8/3p3P/4K3 w - - 0 1");
        play(last, "e1d2");
        assertEquals(new GameStatus(Result.WHITE_WINS, Reason.EXTINCTION), GameStatus.of(last));
    }

    @Test
    void theFirstKingCapturedLosesInThreeKings() {
        Position pos = position("threekings", "k6k/8/8/8/8/8/1k6/K1K4K w - - 0 1");
        play(pos, "a1b2");
        assertEquals(new GameStatus(Result.WHITE_WINS, Reason.EXTINCTION), GameStatus.of(pos));
    }

    @Test
    void losingTheKingWinsInCodrus() {
        Position pos = position("codrus", "4k3/3P4/8/8/8/8/8/4K3 b - - 0 1");
        assertEquals(List.of("e8d7"), moves(pos));
        Position lost = position("codrus", "8/8/8/8/8/8/3k4/4K3 w - - 0 1");
        play(lost, "e1d2");
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.EXTINCTION), GameStatus.of(lost));
    }

    // ---- bare King ----

    @Test
    void aBaredKingLosesInShatranj() {
        Position pos = position("shatranj", "3k4/8/8/8/8/8/8/RQ1K4 b - - 0 1");
        assertEquals(new GameStatus(Result.WHITE_WINS, Reason.BARE_KING), GameStatus.of(pos));
        assertTrue(pos.legalMoves().isEmpty());
        assertEquals("White wins: bare King", Game.reason(GameStatus.of(pos)));
    }

    /** Against a King and one man the bared King may still bare back: the game goes on, then neither wins. */
    @Test
    void aBaredKingMayBareBack() {
        Position pos = position("shatranj", "8/8/8/8/8/2k5/3R4/7K b - - 0 1");
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        play(pos, "c3d2");
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        assertFalse(pos.legalMoves().isEmpty());
    }

    @Test
    void aBareKingDrawsInShatar() {
        Position pos = position("shatar", "3k4/8/8/8/8/8/8/RJ1K4 b - - 0 1");
        assertEquals(new GameStatus(Result.DRAW, Reason.BARE_KING), GameStatus.of(pos));
    }

    @Test
    void aBareKingWinsInLosers() {
        Position pos = position("losers", "3k4/8/8/8/8/8/8/RQ1K4 b - - 0 1");
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.BARE_KING), GameStatus.of(pos));
    }

    // ---- mate and stalemate scored otherwise ----

    @Test
    void theMatedSideWinsInMisere() {
        Position pos = position("misere", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.MISERE_MATE), GameStatus.of(pos));
        assertEquals("Black is mated and wins", Game.reason(GameStatus.of(pos)));
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.MISERE_MATE),
                GameStatus.of(position("losers", "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1")));
    }

    @Test
    void theStalematedSideWinsInAntichess() {
        Position pos = position("antichess", "8/8/8/8/8/p7/P7/7R b - - 0 1");
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.STALEMATE), GameStatus.of(pos));
    }

    /** Suicide: a stalemate goes to the side with fewer men; as many men draw. */
    @Test
    void suicideCountsMenAtStalemate() {
        assertEquals(new GameStatus(Result.BLACK_WINS, Reason.STALEMATE),
                GameStatus.of(position("suicide", "8/8/8/8/8/p7/P7/7R b - - 0 1")));
        assertEquals(new GameStatus(Result.DRAW, Reason.STALEMATE),
                GameStatus.of(position("suicide", "8/8/8/8/8/p7/P7/8 b - - 0 1")));
        assertEquals(new GameStatus(Result.WHITE_WINS, Reason.STALEMATE),
                GameStatus.of(position("suicide", "8/8/8/8/p7/p7/P7/8 b - - 0 1")));
    }

    // ---- the common King ----

    /** Giveaway's King castles through an attacked square and out of attack, as Fairy-Stockfish's does. */
    @Test
    void theCommonKingCastlesThroughAttack() {
        Position pos = position("giveaway", "4k3/8/8/8/4r3/8/8/R3K2R w KQ - 0 1");
        assertTrue(moves(pos).contains("e1g1"), moves(pos).toString());
        assertTrue(moves(pos).contains("e1c1"), moves(pos).toString());
    }

    @Test
    void aPawnPromotesToKingInAntichessButNotInCodrus() {
        assertTrue(moves(position("antichess", "8/P7/8/8/8/8/8/7k w - - 0 1")).contains("a7a8k"));
        assertFalse(moves(position("codrus", "8/P7/8/8/8/8/8/4K2k w - - 0 1")).contains("a7a8k"));
    }

    private static void assertThrowsIllegal(Position pos, String move) {
        boolean refused;
        try {
            MoveNotation.parse(pos, move);
            refused = false;
        } catch (RuntimeException e) {
            refused = true;
        }
        assertTrue(refused, move + " was accepted");
    }
}
