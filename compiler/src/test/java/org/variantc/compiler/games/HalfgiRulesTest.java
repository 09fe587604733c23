package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.IllegalMoveException;
import org.variantc.runtime.MoveList;
import org.variantc.runtime.Position;

/** One test per rule of ../shared/rules/halfgi.md, each from a hand-built position of definitions/halfgi.variant. */
class HalfgiRulesTest {
    private static Position halfgi(String fen) {
        return Games.position("halfgi.variant", fen);
    }

    /** The legal moves whose text starts with {@code prefix}, e.g. a square or "P@". */
    private static Set<String> moves(Position pos, String prefix) {
        Set<String> out = new TreeSet<>();
        MoveList list = pos.legalMoves();
        for (int i = 0; i < list.size(); i++) {
            String text = pos.moveToString(list.get(i));
            if (text.startsWith(prefix)) {
                out.add(text);
            }
        }
        return out;
    }

    private static Position play(Position pos, String... moves) {
        for (String m : moves) {
            pos.make(pos.parseMove(m));
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
        assertThrows(IllegalMoveException.class, () -> white.parseMove("P@a8"));
        Position black = halfgi("4k3/8/8/8/8/8/8/4K3[Pp] b - - 0 1");
        assertTrue(moves(black, "P@").contains("P@a8"), "Black's first rank is rank 8");
        assertFalse(moves(black, "P@").contains("P@a1"), "Black's last rank is rank 1");
    }

    @Test
    void aPawnDroppedOnItsSecondRankDoubleStepsAndMayBeTakenEnPassant() { // §6.4
        Position pos = play(halfgi("4k3/8/8/8/3p4/8/8/4K3[P] w - - 0 1"), "P@e2", "e8d8");
        assertEquals(Set.of("e2e3", "e2e4"), moves(pos, "e2"));
        play(pos, "e2e4");
        assertEquals("3k4/8/8/8/3pP3/8/8/4K3[] b - e3 0 2", pos.toFen());
        assertTrue(moves(pos, "d4").contains("d4e3"));
        play(pos, "d4e3");
        assertEquals("3k4/8/8/8/8/4p3/8/4K3[p] w - - 0 3", pos.toFen(), "the e4 Pawn went to Black's hand");
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
        assertEquals(GameStatus.ONGOING, pos.status());
        play(pos, "P@b7");
        assertTrue(pos.inCheck());
        assertEquals(new GameStatus(GameStatus.Result.WHITE_WINS, GameStatus.Reason.CHECKMATE), pos.status());
    }

    @Test
    void aPieceDropMates() { // §6.6
        // hhQ from g7 reaches h8, g8 and h7 (d = 1 each way); the King on f6 guards g7.
        Position pos = play(halfgi("7k/8/5K2/8/8/8/8/8[Q] w - - 0 1"), "Q@g7");
        assertEquals(GameStatus.Reason.CHECKMATE, pos.status().reason());
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
        assertEquals("4k3/8/8/3R4/8/8/8/4K3[Q] b - - 0 1", halfgi.toFen());
        String fide = "4k3/8/8/3q~4/8/8/8/3RK3[] w - - 0 1";
        Position chessgi = play(Games.position("chessgi.variant", fide), "d1d5");
        assertEquals("4k3/8/8/3R4/8/8/8/4K3[Q] b - - 0 1", chessgi.toFen());
        Position crazyhouse = play(Games.position("crazyhouse.variant", fide), "d1d5");
        assertEquals("4k3/8/8/3R4/8/8/8/4K3[P] b - - 0 1", crazyhouse.toFen());
    }

    @Test
    void aPromotionIsMarkedSoItsCaptureCanBeJudged() { // §4 promotion choices, §6.5
        Position pos = halfgi("4k3/P7/8/8/8/8/8/4K3[] w - - 0 1");
        assertEquals(Set.of("a7a8q", "a7a8r", "a7a8b", "a7a8c"), moves(pos, "a7"));
        play(pos, "a7a8q");
        assertEquals("Q~3k3/8/8/8/8/8/8/4K3[] b - - 0 1", pos.toFen());
    }

    @Test
    void aDroppedRookCannotCastle() { // §6.7, §7.6
        Position pos = play(halfgi("4k3/8/8/8/8/8/8/R3K3[R] w Q - 0 1"), "R@h1", "e8d8");
        Set<String> king = moves(pos, "e1");
        assertTrue(king.contains("e1c1"), "the unmoved a1 Rook still castles");
        assertFalse(king.contains("e1g1"), "the dropped h1 Rook does not");
        assertEquals("3k4/8/8/8/8/8/8/R3K2R[] w Q - 2 2", pos.toFen());
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
}
