package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.IllegalMoveException;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * One test per rule of ../shared/rules/halfgi.md, each from a hand-built position of
 * definitions/halfgi.variant. Checklist, rule → test (HalfgiDifferentialTest compares whole
 * trees with the reference generator besides):
 * <ul>
 * <li>§1 board, §2 array, empty hands: {@link #theStartIsTheSpecsArrayWithEmptyHands}</li>
 * <li>§3 halfling reach, the seed's examples: {@link #halflingRookRanges}, {@link #halflingBishopAndQueenRanges}
 *     (every row of the table also in betza.HalflingTest)</li>
 * <li>§3 blocking as usual, limit absolute: {@link #halflingsStopAtTheFirstManAndTheLimitIgnoresTheBoard}</li>
 * <li>§3 a halfling attacks only within its reach: {@link #aHalflingGivesCheckOnlyWithinItsReach}</li>
 * <li>§4 Crab: {@link #theCrabLeapsNarrowForwardAndWideBackward}; same-coloured Crabs never protect each
 *     other, opposing ones attack each other: {@link #crabsOfOneColourNeverProtectEachOther}</li>
 * <li>§4 King, FIDE castling and its conditions, for both sides: {@link #castlingIsFidesAndNotHalved}</li>
 * <li>§4 Pawn step, capture, lame double step from rank 2 only: {@link #pawnsMoveAsInFide}</li>
 * <li>§4 promotion to hhQ hhR hhB Crab only, marked: {@link #aPromotionIsMarkedSoItsCaptureCanBeJudged}</li>
 * <li>§5 checkmate wins: {@link #aPawnDropMates}, {@link #aPieceDropMates}; stalemate draws, and a man in
 *     hand prevents it: {@link #stalemateDrawsUnlessAManInHandCanBeDropped}</li>
 * <li>§5 50-move rule: {@link #fiftyMovesWithoutCaptureOrPawnAdvanceDraw}; threefold repetition:
 *     {@link #threefoldRepetitionDraws}</li>
 * <li>§6.1 captured men change sides into hand (e.p. victims too):
 *     {@link #aPawnDroppedOnItsSecondRankDoubleStepsAndMayBeTakenEnPassant},
 *     {@link #aCapturedPromotedManKeepsItsTypeInHalfgiAndChessgiButRevertsInCrazyhouse}</li>
 * <li>§6.2 any man in hand on any empty square: {@link #piecesAreDroppedOnEveryEmptySquare}</li>
 * <li>§6.3, §7.2 Pawn drops not on the last rank, on the first yes: {@link #aPawnMayBeDroppedOnItsFirstRankButNotItsLast}</li>
 * <li>§6.4 double step after a drop, e.p. after it: {@link #aPawnDroppedOnItsSecondRankDoubleStepsAndMayBeTakenEnPassant},
 *     {@link #aPawnDroppedOnItsFirstRankStepsSinglyThenDoubleStepsFromItsSecond}</li>
 * <li>§6.5, §7.3 promoted men keep their type in hand:
 *     {@link #aCapturedPromotedManKeepsItsTypeInHalfgiAndChessgiButRevertsInCrazyhouse}</li>
 * <li>§6.6, §7.4 drops check and mate, pawn-drop mate, block a check, doubled Pawns: {@link #aPawnDropMates},
 *     {@link #aPieceDropMates}, {@link #aDropBlocksACheck}, {@link #aPawnMayBeDroppedOnAFileItAlreadyHolds}</li>
 * <li>§6.7, §7.6 dropped men cannot castle: {@link #aDroppedRookCannotCastle},
 *     {@link #aRookDroppedWhereTheCastlingRookWasTakenCannotCastle}; a FEN gives the right only to an unpromoted King
 *     and non-royal partner: {@link #aFenGivesCastlingRightsOnlyToAnUnpromotedKingAndNonRoyalPartner}</li>
 * <li>§7.7 drops do not reset the 50-move count: {@link #dropsDoNotResetTheFiftyMoveCount}
 *     (and PawnDropMoveRuleTest)</li>
 * <li>notation P@e4, holdings in FEN: throughout; SAN in SanRoundTripTest</li>
 * </ul>
 */
class HalfgiRulesTest {
    private static Position halfgi(String fen) {
        return Games.position("halfgi.variant", fen);
    }

    /** The legal moves whose text starts with {@code prefix}, e.g. a square or "P@". */
    private static Set<String> moves(Position pos, String prefix) {
        Set<String> out = new TreeSet<>();
        MoveList list = pos.legalMoves();
        for (int i = 0; i < list.size(); i++) {
            String text = MoveNotation.format(pos, list.get(i));
            if (text.startsWith(prefix)) {
                out.add(text);
            }
        }
        return out;
    }

    private static Position play(Position pos, String... moves) {
        for (String m : moves) {
            pos.make(MoveNotation.parse(pos, m));
        }
        return pos;
    }

    @Test
    void aPawnMayBeDroppedOnItsFirstRankButNotItsLast() { // §6.3, §7.2
        Position white = halfgi("4k3/8/8/8/8/8/8/4K3[Pp] w - - 0 1");
        Set<String> drops = moves(white, "P@");
        assertTrue(drops.contains("P@a1") && drops.contains("P@h1"));
        assertFalse(drops.contains("P@a8") || drops.contains("P@h8"));
        assertEquals(62 - 7, drops.size(), "every empty square but rank 8's");
        assertThrows(IllegalMoveException.class, () -> MoveNotation.parse(white, "P@a8"));
        Position black = halfgi("4k3/8/8/8/8/8/8/4K3[Pp] b - - 0 1");
        assertTrue(moves(black, "P@").contains("P@a8"), "Black's first rank is rank 8");
        assertFalse(moves(black, "P@").contains("P@a1"), "Black's last rank is rank 1");
    }

    @Test
    void aPawnDroppedOnItsSecondRankDoubleStepsAndMayBeTakenEnPassant() { // §6.4
        Position pos = play(halfgi("4k3/8/8/8/3p4/8/8/4K3[P] w - - 0 1"), "P@e2", "e8d8");
        assertEquals(Set.of("e2e3", "e2e4"), moves(pos, "e2"));
        play(pos, "e2e4");
        assertEquals("3k4/8/8/8/3pP3/8/8/4K3[] b - e3 0 2", Fen.write(pos));
        assertTrue(moves(pos, "d4").contains("d4e3"));
        play(pos, "d4e3");
        assertEquals("3k4/8/8/8/8/4p3/8/4K3[p] w - - 0 3", Fen.write(pos), "the e4 Pawn went to Black's hand");
    }

    @Test
    void aPawnDroppedOnItsFirstRankStepsSinglyThenDoubleStepsFromItsSecond() { // §6.4, §7.2
        Position pos = play(halfgi("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1"), "P@a1", "e8d8");
        assertEquals(Set.of("a1a2"), moves(pos, "a1"));
        play(pos, "a1a2", "d8e8");
        assertEquals(Set.of("a2a3", "a2a4"), moves(pos, "a2"));
        Position black = play(halfgi("4k3/8/8/8/8/8/8/4K3[p] b - - 0 1"), "P@h8", "e1d1");
        assertEquals(Set.of("h8h7"), moves(black, "h8"));
        play(black, "h8h7", "d1e1");
        assertEquals(Set.of("h7h6", "h7h5"), moves(black, "h7"));
    }

    @Test
    void aPawnDropMates() { // §6.6, §7.4: no ban on pawn-drop mate
        Position pos = halfgi("kb6/p7/2K5/8/8/8/8/8[P] w - - 0 1");
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        play(pos, "P@b7");
        assertTrue(pos.inCheck());
        assertEquals(new GameStatus(GameStatus.Result.WHITE_WINS, GameStatus.Reason.CHECKMATE), GameStatus.of(pos));
    }

    @Test
    void aPieceDropMates() { // §6.6
        // hhQ from g7 reaches h8, g8 and h7 (d = 1 each way); the King on f6 guards g7.
        Position pos = play(halfgi("7k/8/5K2/8/8/8/8/8[Q] w - - 0 1"), "Q@g7");
        assertEquals(GameStatus.Reason.CHECKMATE, GameStatus.of(pos).reason());
    }

    @Test
    void aDropBlocksACheck() { // §6.6
        // The halfling Rook on a1 reaches e1 (d = 7, ceil(7/2) = 4).
        Position pos = halfgi("4k3/8/8/8/8/8/8/r3K3[C] w - - 0 1");
        assertTrue(pos.inCheck());
        assertEquals(Set.of("C@b1", "C@c1", "C@d1"), moves(pos, "C@"));
    }

    @Test
    void aCapturedPromotedManKeepsItsTypeInHalfgiAndChessgiButRevertsInCrazyhouse() { // §6.5, §7.3
        Position halfgi = play(halfgi("4k3/8/8/3q~4/8/8/8/3RK3[] w - - 0 1"), "d1d5");
        assertEquals("4k3/8/8/3R4/8/8/8/4K3[Q] b - - 0 1", Fen.write(halfgi));
        String fide = "4k3/8/8/3q~4/8/8/8/3RK3[] w - - 0 1";
        Position chessgi = play(Games.position("chessgi.variant", fide), "d1d5");
        assertEquals("4k3/8/8/3R4/8/8/8/4K3[Q] b - - 0 1", Fen.write(chessgi));
        Position crazyhouse = play(Games.position("crazyhouse.variant", fide), "d1d5");
        assertEquals("4k3/8/8/3R4/8/8/8/4K3[P] b - - 0 1", Fen.write(crazyhouse));
    }

    @Test
    void aPromotionIsMarkedSoItsCaptureCanBeJudged() { // §4 promotion choices, §6.5
        Position pos = halfgi("4k3/P7/8/8/8/8/8/4K3[] w - - 0 1");
        assertEquals(Set.of("a7a8q", "a7a8r", "a7a8b", "a7a8c"), moves(pos, "a7"));
        play(pos, "a7a8q");
        assertEquals("Q~3k3/8/8/8/8/8/8/4K3[] b - - 0 1", Fen.write(pos));
    }

    @Test
    void aDroppedRookCannotCastle() { // §6.7, §7.6
        Position pos = play(halfgi("4k3/8/8/8/8/8/8/R3K3[R] w Q - 0 1"), "R@h1", "e8d8");
        Set<String> king = moves(pos, "e1");
        assertTrue(king.contains("e1c1"), "the unmoved a1 Rook still castles");
        assertFalse(king.contains("e1g1"), "the dropped h1 Rook does not");
        assertEquals("3k4/8/8/8/8/8/8/R3K2R[] w Q - 2 2", Fen.write(pos));
    }

    @Test
    void dropsDoNotResetTheFiftyMoveCount() { // §7.7
        Position pos = play(halfgi("4k3/8/8/8/8/8/8/4K3[Pq] w - - 10 30"), "P@e4");
        assertEquals(11, pos.halfmoveClock(), "a Pawn drop is no Pawn advance");
        play(pos, "Q@a5");
        assertEquals(12, pos.halfmoveClock());
        play(pos, "e4e5");
        assertEquals(0, pos.halfmoveClock(), "the Pawn's advance resets it");
    }

    @Test
    void halflingRookRanges() { // §3, the seed's examples
        assertEquals(Set.of("a1a2", "a1a3", "a1a4", "a1a5", "a1b1", "a1c1", "a1d1", "a1e1"),
                moves(halfgi("7k/8/8/8/8/8/8/R6K[] w - - 0 1"), "a1"));
        assertEquals(Set.of("a5a6", "a5a7", "a5a4", "a5a3", "a5b5", "a5c5", "a5d5", "a5e5"),
                moves(halfgi("7k/8/8/R7/8/8/8/7K[] w - - 0 1"), "a5"));
        assertEquals(Set.of("a6a7", "a6a5", "a6a4", "a6a3", "a6b6", "a6c6", "a6d6", "a6e6"),
                moves(halfgi("7k/8/R7/8/8/8/8/7K[] w - - 0 1"), "a6"));
        assertEquals(Set.of("d4d5", "d4d6", "d4d3", "d4d2", "d4e4", "d4f4", "d4c4", "d4b4"),
                moves(halfgi("7k/8/8/8/3R4/8/8/7K[] w - - 0 1"), "d4"));
    }

    @Test
    void halflingBishopAndQueenRanges() { // §3
        assertEquals(Set.of("c1d2", "c1e3", "c1f4", "c1b2"), moves(halfgi("7k/8/8/8/8/8/8/2B4K[] w - - 0 1"), "c1"));
        assertEquals(Set.of("b2c3", "b2d4", "b2e5", "b2a3", "b2c1", "b2a1"),
                moves(halfgi("7k/8/8/8/8/8/1B6/7K[] w - - 0 1"), "b2"));
        assertEquals(Set.of("d1d2", "d1d3", "d1d4", "d1d5", "d1e2", "d1f3", "d1c2", "d1b3", "d1e1", "d1f1", "d1c1", "d1b1"),
                moves(halfgi("7k/8/8/8/8/8/8/3Q3K[] w - - 0 1"), "d1"));
    }

    @Test
    void halflingsStopAtTheFirstManAndTheLimitIgnoresTheBoard() { // §3: blocking as usual, "absolute"
        // The a3 Pawn is taken, not passed; c1 is White's own. Without them the limit is a5 and b1.
        assertEquals(Set.of("a1a2", "a1a3", "a1b1"), moves(halfgi("7k/8/8/8/8/p7/8/R1P4K[] w - - 0 1"), "a1"));
        assertEquals(Set.of("a1a2", "a1a3", "a1a4", "a1a5", "a1b1"), moves(halfgi("7k/8/8/8/8/8/8/R1P4K[] w - - 0 1"), "a1"));
    }

    @Test
    void theCrabLeapsNarrowForwardAndWideBackward() { // §4
        assertEquals(Set.of("e4d6", "e4f6", "e4c3", "e4g3"), moves(halfgi("7k/8/8/8/4C3/8/8/K7[] w - - 0 1"), "e4"));
        assertEquals(Set.of("e5d3", "e5f3", "e5c6", "e5g6"), moves(halfgi("7k/8/8/4c3/8/8/8/K7[] b - - 0 1"), "e5"));
        // It jumps: surrounded by men it still leaps; it captures as it moves.
        assertEquals(Set.of("e4d6", "e4f6", "e4c3", "e4g3"),
                moves(halfgi("7k/8/3p4/3PPP2/3PCP2/3PPP2/8/K7[] w - - 0 1"), "e4"));
    }

    @Test
    void theStartIsTheSpecsArrayWithEmptyHands() { // §1, §2
        Position start = Fen.start(Games.rules("halfgi.variant"));
        assertEquals("rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR[] w KQkq - 0 1", Fen.write(start));
        assertEquals(8, start.rules().files());
        assertEquals(8, start.rules().ranks());
        // Crabs b1 and g1 leap to a3 c3 and f3 h3; the halflings are boxed in; each Pawn steps or double-steps.
        assertEquals(20, start.legalMoves().size());
        assertEquals(Set.of("b1a3", "b1c3"), moves(start, "b1"));
    }

    @Test
    void aHalflingGivesCheckOnlyWithinItsReach() { // §3
        // hhR a1 reaches a5 (d = 7): a King on a6 is not in check and may not step to a5.
        Position pos = halfgi("8/8/k7/8/8/8/8/R6K[] b - - 0 1");
        assertFalse(pos.inCheck());
        assertEquals(Set.of("a6a7", "a6b7", "a6b6", "a6b5"), moves(pos, "a6"));
        assertTrue(halfgi("8/8/8/k7/8/8/8/R6K[] b - - 0 1").inCheck());
    }

    @Test
    void crabsOfOneColourNeverProtectEachOther() { // §4
        // The e4 Crab guards d6, but the d6 Crab does not guard e4: the King takes e4, not d6.
        Position pos = halfgi("8/8/3C4/4k3/4C3/8/8/K7[] b - - 0 1");
        Set<String> king = moves(pos, "e5");
        assertTrue(king.contains("e5e4"));
        assertFalse(king.contains("e5d6"));
        // A White Crab on e4 and a Black one on d6 attack each other.
        assertTrue(moves(halfgi("k7/8/3c4/8/4C3/8/8/K7[] w - - 0 1"), "e4").contains("e4d6"));
        assertTrue(moves(halfgi("k7/8/3c4/8/4C3/8/8/K7[] b - - 0 1"), "d6").contains("d6e4"));
    }

    @Test
    void castlingIsFidesAndNotHalved() { // §4, §7.6, conventions
        Position both = halfgi("4k3/8/8/8/8/8/8/R3K2R[] w KQ - 0 1");
        assertEquals(Set.of("e1d1", "e1d2", "e1e2", "e1f1", "e1f2", "e1g1", "e1c1"), moves(both, "e1"));
        assertEquals("4k3/8/8/8/8/8/8/R4RK1[] b - - 1 1", Fen.write(play(halfgi("4k3/8/8/8/8/8/8/R3K2R[] w KQ - 0 1"), "e1g1")));
        assertEquals("4k3/8/8/8/8/8/8/2KR3R[] b - - 1 1", Fen.write(play(halfgi("4k3/8/8/8/8/8/8/R3K2R[] w KQ - 0 1"), "e1c1")));
        assertFalse(moves(halfgi("4k3/8/8/8/8/8/8/RC2K2R[] w KQ - 0 1"), "e1").contains("e1c1"), "b1 must be empty");
        // A Black Crab on g3 hits f1 (crossed) and h1: no short castling; the long one stands.
        assertEquals(Set.of("e1d1", "e1d2", "e1e2", "e1f2", "e1c1"),
                moves(halfgi("4k3/8/8/8/8/6c1/8/R3K2R[] w KQ - 0 1"), "e1"));
        // On a3 it hits b1, which only the Rook crosses: both stand.
        assertTrue(moves(halfgi("4k3/8/8/8/8/c7/8/R3K2R[] w KQ - 0 1"), "e1").containsAll(Set.of("e1g1", "e1c1")));
        // On d3 it checks the King: neither.
        assertEquals(Set.of("e1d1", "e1d2", "e1e2", "e1f1", "e1f2"),
                moves(halfgi("4k3/8/8/8/8/3c4/8/R3K2R[] w KQ - 0 1"), "e1"));
        assertEquals("2kr3r/8/8/8/8/8/8/4K3[] w - - 1 2", Fen.write(play(halfgi("r3k2r/8/8/8/8/8/8/4K3[] b kq - 0 1"), "e8c8")),
                "Black castles as the mirror image");
    }

    @Test
    void pawnsMoveAsInFide() { // §4
        // b2 steps or double-steps; d2 is blocked straight ahead and has nothing to take; f2 cannot
        // leap the f4 Pawn (the double step is lame) but takes the Crab; h2 steps, double-steps or takes.
        Position pos = halfgi("4k3/8/8/8/5p2/3p2c1/1P1P1P1P/4K3[] w - - 0 1");
        assertEquals(Set.of("b2b3", "b2b4"), moves(pos, "b2"));
        assertEquals(Set.of(), moves(pos, "d2"));
        assertEquals(Set.of("f2f3", "f2g3"), moves(pos, "f2"));
        assertEquals(Set.of("h2h3", "h2h4", "h2g3"), moves(pos, "h2"));
        assertEquals(Set.of("c3c4"), moves(halfgi("4k3/8/8/8/8/2P5/8/4K3[] w - - 0 1"), "c3"), "no double step off rank 2");
    }

    @Test
    void stalemateDrawsUnlessAManInHandCanBeDropped() { // §5
        Position stalemate = halfgi("k7/2K5/1P6/8/8/8/8/8[] b - - 0 1");
        assertFalse(stalemate.inCheck());
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.STALEMATE), GameStatus.of(stalemate));
        Position inHand = halfgi("k7/2K5/1P6/8/8/8/8/8[p] b - - 0 1");
        assertEquals(GameStatus.ONGOING, GameStatus.of(inHand));
        assertEquals(61 - 8, moves(inHand, "P@").size(), "every empty square but rank 1's");
    }

    @Test
    void fiftyMovesWithoutCaptureOrPawnAdvanceDraw() { // §5
        Position pos = halfgi("4k3/8/8/8/8/8/8/4K3[Q] w - - 99 80");
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        play(pos, "e1d1");
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.MOVE_RULE), GameStatus.of(pos));
    }

    @Test
    void threefoldRepetitionDraws() { // §5
        Position pos = halfgi("4k3/8/8/8/8/8/8/4K3[Qq] w - - 0 1");
        play(pos, "e1d1", "e8d8", "d1e1", "d8e8", "e1d1", "e8d8", "d1e1");
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos), "the start position has been seen twice");
        play(pos, "d8e8");
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.REPETITION), GameStatus.of(pos));
    }

    @Test
    void piecesAreDroppedOnEveryEmptySquare() { // §6.2
        Position pos = halfgi("4k3/8/8/8/8/8/8/4K3[QRBC] w - - 0 1");
        for (String id : new String[] {"Q", "R", "B", "C"}) {
            Set<String> drops = moves(pos, id + "@");
            assertEquals(62, drops.size(), id);
            assertTrue(drops.containsAll(Set.of(id + "@a8", id + "@h1", id + "@d8")), id + " on the last and first ranks");
        }
    }

    @Test
    void aPawnMayBeDroppedOnAFileItAlreadyHolds() { // §6.6, §7.4
        Position pos = halfgi("4k3/8/8/8/8/8/4P3/4K3[P] w - - 0 1");
        assertTrue(moves(pos, "P@").containsAll(Set.of("P@e3", "P@e4", "P@e7")));
        play(pos, "P@e3");
        assertEquals("4k3/8/8/8/8/4P3/4P3/4K3[] b - - 1 1", Fen.write(pos));
    }

    @Test
    void aRookDroppedWhereTheCastlingRookWasTakenCannotCastle() { // §6.7, §7.6
        // The Black Crab takes the h1 Rook and leaves; White drops its spare Rook on h1.
        Position pos = play(halfgi("4k3/8/8/8/8/6c1/P7/R3K2R[R] b KQ - 0 1"), "g3h1");
        assertEquals("4k3/8/8/8/8/8/P7/R3K2c[Rr] w Q - 0 2", Fen.write(pos));
        play(pos, "a2a3", "h1f2", "R@h1", "e8d8");
        assertEquals("3k4/8/8/8/8/P7/5c2/R3K2R[r] w Q - 3 4", Fen.write(pos));
        Set<String> king = moves(pos, "e1");
        assertTrue(king.contains("e1c1"));
        assertFalse(king.contains("e1g1"), "f1 and g1 are empty and safe, but the h1 Rook was dropped");
    }

    @Test
    void aFenGivesCastlingRightsOnlyToAnUnpromotedKingAndNonRoyalPartner() { // §6.7, §7.6
        // A promoted Rook on h1 has moved (as a Pawn); a Queen on e1 is no King, a King on h1 no partner.
        // (The King on a2 keeps the second FEN from being refused for having no King.)
        for (String fen : new String[] {"4k3/8/8/8/8/8/8/4K2R~[] w K - 0 1", "4k3/8/8/8/8/8/K7/R3Q2R[] w KQ - 0 1",
                "4k3/8/8/8/8/8/8/4Q2K[] w K - 0 1"}) {
            assertThrows(FenException.class, () -> halfgi(fen), fen);
        }
        assertEquals(Set.of("e1d1", "e1d2", "e1e2", "e1f1", "e1f2"), moves(halfgi("4k3/8/8/8/8/8/8/4K2R~[] w - - 0 1"), "e1"));
    }
}
