package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The royal-safety terms the evaluation derives from the rule tables, from hand-built positions
 * with every piece still in play (so the middle-game weight is whole and the figures exact):
 * the enemy men whose captures reach the royal man's zone on an empty board, squared, and in a
 * drop game the empty squares beside the royal man times the enemy's men in hand.
 */
class RoyalSafetyTest {
    @Test
    void theStartIsEvenForBothTerms() {
        assertEquals(0, WeightDifference.of("fide.variant", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "kingZone=80"));
        assertEquals(0, WeightDifference.of("halfgi.variant", "rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/RCBQKBCR[] w KQkq - 0 1",
                "kingZone=80,dropThreat=80"));
    }

    @Test
    void attackersOfTheRoyalZoneCountSquared() {
        // Black's Queen on h4 (the h4-e1 diagonal) and Knight on g4 (f2) reach White's King's zone:
        // 2 attackers, 80 * 2 * 2 / 8 = 40; White's Queen on d1 reaches d7 and d8 beside Black's
        // King: 1 attacker, 80 / 8 = 10. White to move: -40 + 10.
        assertEquals(-30, WeightDifference.of("fide.variant", "rnb1kb1r/pppppppp/8/8/6nq/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                "kingZone=80"));
    }

    @Test
    void emptySquaresBesideTheRoyalManCountAgainstMenInHand() {
        // White's King on e1 has d2 and e2 empty beside it; Black holds two Pawns: 40 * 2 * 2 / 8 = 20.
        // Black's King is closed in, and White holds nothing.
        assertEquals(-20, WeightDifference.of("halfgi.variant", "rcbqkbcr/pppppppp/8/8/8/8/PPP2PPP/RCBQKBCR[pp] w KQkq - 0 1",
                "dropThreat=40"));
        // The same for Black to move: the score is Black's, so +20.
        assertEquals(20, WeightDifference.of("halfgi.variant", "rcbqkbcr/pppppppp/8/8/8/8/PPP2PPP/RCBQKBCR[pp] b KQkq - 0 1",
                "dropThreat=40"));
    }

    @Test
    void dropsThatWouldGiveCheckCount() {
        // Black holds a Crab (ffNbsN; Black's forward is down): dropped on d3 or f3 it would attack
        // White's King on e1, and both are empty: 2 checks, 10 each. White holds nothing.
        assertEquals(-20, WeightDifference.of("halfgi.variant", "rcbqkbcr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBCR[c] w KQkq - 0 1",
                "dropChecks=10"));
        // A Pawn on d3 closes one of them.
        assertEquals(-10, WeightDifference.of("halfgi.variant", "rcbqkbcr/pppppppp/8/8/8/3P4/PPP1PPPP/R1BQKBCR[c] w KQkq - 0 1",
                "dropChecks=10"));
    }
}
