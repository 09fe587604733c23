package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.variantc.compiler.games.ChessAndAHalf.assertMoves;
import static org.variantc.compiler.games.ChessAndAHalf.board;
import static org.variantc.compiler.games.ChessAndAHalf.boardOf;
import static org.variantc.compiler.games.ChessAndAHalf.play;
import static org.variantc.compiler.games.ChessAndAHalf.position;
import static org.variantc.compiler.games.ChessAndAHalf.reference;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * Chess and a Half, rule by rule (../shared/rules/chess-and-a-half.md): where each rule is shown
 * from a hand-built position. "here" is this class; the others are ChessAndAHalf*Test.
 *
 * <pre>
 * §1   12 x 12 board, the array, Black mirrored ....... here theArrayIsTheSpecs; Perft (start, vs reference)
 * §3   Pawn 1-4 squares on its first move, empty path .. Pawn anUnmovedPawnAdvancesOneToFourSquaresThroughEmptySquares
 *      Pawn one step after ............................. Pawn aMovedPawnStepsOneSquare
 *      en passant on every passed square, one move only  Pawn eachMultiStep..., enPassantOntoEachPassedSquareOf*,
 *                                                        enPassantLastsOneMoveOnly
 *      Sidepawn step from rank 7 (Black 6), §6.8 ....... Pawn sidewaysStepsOnlyPastTheCentreOntoEmptySquares
 *      only Pawns (Sidepawns too) take e.p., §6.7 ...... Pawn onlyPawnsCaptureEnPassant, whiteCapturesEnPassant...
 *      Guard (non-royal King) .......................... here theGuardIsANonRoyalKing
 *      Cat: steps 1, leaps 2 over anything ............. Cats catStepsAndLeapsOverAnything
 *      Star Cat: 1, 2, 3 ............................... Cats starCatOvertakesDiagonallyAndForBlack
 *      Knight, first-move double leap, empty middle .... Knight anUnmovedKnightLeapsTwiceInOneDirection,
 *                                                        aManOnTheMiddleSquareBlocksIt, itCapturesOnlyOnTheLastSquare,
 *                                                        itIsGoneAfterTheKnightsFirstMove
 *      ... not for a promoted Knight, §6.6 ............. Knight aPromotedKnightNeverHasIt
 *      ... attacks its landing square (clarification) .. Knight itAttacksItsLandingSquare,
 *                                                        aKingMayNotCastleAcrossItsLandingSquare
 *      Speedy Knight (Nightrider), Eques Rex (K + N) ... here theSpeedyKnightRides, theEquesRexIsKingPlusKnight
 *      Rook, Bishop, Queen, King: FIDE ................. here theFideRidersCrossTheWholeBoard,
 *                                                        theKingStepsButNeverIntoCheck
 * §4.1 promotion zone rank 12 (Black 1) ............... Promotion (every test, both sides)
 * §4.2 Pawn: compulsory, Q C R G B N .................. Promotion aPawnMustPromoteToQueenCatRookGuardBishopOrKnight
 * §4.3 optional N→Z, C→S, G→X on entering only ........ Promotion aKnightMayBecome..., aCatMayBecome...,
 *                                                        aGuardMayBecome..., aDeclinedPromotionReturnsOnly...,
 *                                                        aPawnPromotedOnTheLastRankIsNotOffered...
 *      the other pieces never promote .................. Promotion theOtherPiecesNeverPromote
 * §4.4 overtakes: optional, enemies only, any subset .. Cats catMayOvertake..., catNeverCapturesAFriend...,
 *      (§6.4, §6.5)                                      starCatOvertakesEverySubset..., starCatJumpsFriends...
 *      an overtake gives check ......................... Cats anOvertakeGivesCheckOnlyWhereItCanCapture
 * §4.5 flexible castling k = 1..5 / 1..4, §6.2, §6.3 .. Castling everyDistanceOnBothWings*, theRookJumpsTheKing...
 *      empty between, not in/through/onto check ........ Castling noManMayStand..., notOutOfCheck,
 *                                                        theKingNeitherCrossesNorLandsOnAnAttackedSquare
 *      k = 1 written g1f1O; rights lost on moving ...... Castling theOneSquareCastleIsWrittenWithO, rightsEnd...
 *      only the King castles, §6.1 ..................... here theQueenNeverCastles
 * §4.6 80-move rule, resets (§6.9) .................... End eightyMoves..., anOvertakeResetsTheCount,
 *                                                        forwardPawnMovesResetTheCountAndSidewaysStepsDoNot
 * §4.7 King on the far rank wins at once .............. End aKingReachingTheFarRankWinsAtOnce,
 *                                                        theWinningKingMoveMustBeLegal, otherMenOnTheFarRankDoNotWin,
 *                                                        aPositionSetUpAfterTheWinHasNoMoves
 * §4.8 checkmate wins, stalemate draws, repetition .... here checkmateWins, stalemateDraws, threefoldRepetitionDraws,
 *                                                        aKnightsLostDoubleLeapIsNoRepetition
 * notation: overtakes e1e3xe2, declined = , castle O . Cats, Promotion, Castling (every move string above)
 * </pre>
 */
class ChessAndAHalfRulesChecklistTest {
    private static final String KINGS = " Ka7 kl5";

    /** The squares from {@code from} along one line (df, dr) to the edge, as moves. */
    private static List<String> ray(String from, int df, int dr) {
        List<String> out = new ArrayList<>();
        int file = from.charAt(0) - 'a' + df;
        int rank = Integer.parseInt(from.substring(1)) + dr;
        while (file >= 0 && file < 12 && rank >= 1 && rank <= 12) {
            out.add(from + (char) ('a' + file) + rank);
            file += df;
            rank += dr;
        }
        return out;
    }

    @Test
    void theArrayIsTheSpecs() {
        assertEquals("rnbscqkcsbnr/pppgppppgppp/12/12/12/12/12/12/12/12/PPPGPPPPGPPP/RNBSCQKCSBNR w KQkq - 0 1",
                Fen.write(Fen.start(ChessAndAHalf.RULES)));
    }

    @Test
    void theGuardIsANonRoyalKing() {
        assertMoves(position("Ge5" + KINGS), "e5", "e5d4", "e5d5", "e5d6", "e5e4", "e5e6", "e5f4", "e5f5", "e5f6");
        // Attacked, it is no check: White may leave it en prise, and Black may take it.
        Position p = position("Ge5 re12" + KINGS);
        assertFalse(p.inCheck());
        assertMoves(p, "a7", "a7a6", "a7a8", "a7b6", "a7b7", "a7b8");
        assertEquals(board("re5 Ka8 kl5"), boardOf(play(p, "a7a8", "e12e5")));
    }

    @Test
    void theSpeedyKnightRides() {
        // From f1: on toward l4 and k11; d5 holds an enemy (taken, the ride ends), b3 is open.
        assertMoves(position("Zf1 pd5" + KINGS), "f1",
                "f1g3", "f1h5", "f1i7", "f1j9", "f1k11", "f1e3", "f1d5", "f1h2", "f1j3", "f1l4", "f1d2", "f1b3");
        // A friend on g3 blocks the ride at its first leap.
        assertMoves(position("Zf1 Pg3" + KINGS), "f1", "f1e3", "f1d5", "f1c7", "f1b9", "f1a11", "f1h2", "f1j3",
                "f1l4", "f1d2", "f1b3");
    }

    @Test
    void theEquesRexIsKingPlusKnight() {
        assertMoves(position("Xe5" + KINGS), "e5", "e5d4", "e5d5", "e5d6", "e5e4", "e5e6", "e5f4", "e5f5", "e5f6",
                "e5c4", "e5c6", "e5d3", "e5d7", "e5f3", "e5f7", "e5g4", "e5g6");
        // A Knight leap gives check: it is a leaper, over anything.
        assertTrue(position("Xe5 Pe6 Pf6 kf7 Ka1", "b - - 0 1").inCheck());
    }

    @Test
    void theFideRidersCrossTheWholeBoard() {
        List<String> queen = new ArrayList<>();
        for (int[] d : new int[][] {{0, 1}, {1, 0}, {1, 1}}) {
            queen.addAll(ray("a1", d[0], d[1]));
        }
        assertMoves(position("Qa1 Kc2 kl6"), "a1", queen.toArray(new String[0]));
        List<String> rook = new ArrayList<>(ray("a1", 0, 1));
        rook.addAll(ray("a1", 1, 0));
        assertMoves(position("Ra1 Kc2 kl6"), "a1", rook.toArray(new String[0]));
        List<String> bishop = new ArrayList<>(ray("l1", -1, 1));
        assertMoves(position("Bl1 Kc2 kl6"), "l1", bishop.toArray(new String[0]));
        assertEquals(11, bishop.size());
    }

    /** §6.1: the diagram's castling atoms on the Queen are ignored: its moves are plain Queen moves. */
    @Test
    void theQueenNeverCastles() {
        Position p = position("Ra1 Qf1 Kg1 Rl1 kg12", "w KQ - 0 1");
        List<String> queen = new ArrayList<>();
        for (int[] d : new int[][] {{-1, 0}, {-1, 1}, {0, 1}, {1, 1}}) {
            queen.addAll(ray("f1", d[0], d[1]));
        }
        queen.removeAll(List.of("f1a1"));
        assertMoves(p, "f1", queen.toArray(new String[0]));
        assertEquals(board("Ra1 Qb1 Kg1 Rl1 kg12"), boardOf(play(p, "f1b1")));
    }

    @Test
    void theKingStepsButNeverIntoCheck() {
        assertMoves(position("Ke5 rd12 kl7"), "e5", "e5e4", "e5e6", "e5f4", "e5f5", "e5f6");
    }

    @Test
    void checkmateWins() {
        Position p = play(position("ka12 Kc10 Qb1"), "b1b11");
        assertEquals(new GameStatus(GameStatus.Result.WHITE_WINS, GameStatus.Reason.CHECKMATE), GameStatus.of(p));
        assertEquals(0, p.legalMoves().size());
        assertTrue(reference(Fen.write(p)).inCheck());
        assertEquals(0, reference(Fen.write(p)).legalMoveStrings().size());
    }

    @Test
    void stalemateDraws() {
        Position p = position("ka12 Qb10 Ka1", "b - - 0 1");
        assertFalse(p.inCheck());
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.STALEMATE), GameStatus.of(p));
        assertEquals(0, reference(Fen.write(p)).legalMoveStrings().size());
    }

    @Test
    void threefoldRepetitionDraws() {
        Position p = position("Ka1 kl6 Gc3");
        for (String move : List.of("c3c4", "l6l7", "c4c3", "l7l6", "c3c4", "l6l7", "c4c3")) {
            p.make(MoveNotation.parse(p, move));
            assertEquals(GameStatus.ONGOING, GameStatus.of(p), move);
        }
        p.make(MoveNotation.parse(p, "l7l6"));
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.REPETITION), GameStatus.of(p));
    }

    /** A Knight that has lost its double leap makes another position, though the board looks the same. */
    @Test
    void aKnightsLostDoubleLeapIsNoRepetition() {
        Position p = position("Nb1 Ka1 kl7");
        for (int round = 1; round <= 2; round++) {
            for (String move : new String[] {"b1c3", "l7l8", "c3b1", "l8l7"}) {
                p.make(MoveNotation.parse(p, move));
            }
        }
        // The board of the start, a third time; but only twice without the double leap.
        assertEquals(2, p.occurrences());
        assertEquals(GameStatus.ONGOING, GameStatus.of(p));
        p.make(MoveNotation.parse(p, "b1c3"));    // the Knight on c3, Black to move: a third time
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.REPETITION), GameStatus.of(p));
    }
}
