package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The pawn-structure terms ({@code PawnStructure}) from hand-built positions, each weight alone over
 * the untuned evaluation ({@link WeightDifference}). FIDE's Pawns start 6 steps short of their zone,
 * so a White Pawn on rank k has progress (k − 1) / 6: 1/3 on the 3rd rank, 1/2 on the 4th, 5/6 on
 * the 6th, 1 on the 7th. Positions with Kings and Pawns alone are pure end game, the full set of
 * pieces pure middle game. A FIDE Pawn promotes to the dearest man, so its passed terms count in
 * full. The figures are worked by hand from the terms' definitions.
 */
class PawnStructureTest {
    private static int fide(String fen, String weights) {
        return WeightDifference.of("fide.variant", fen, weights);
    }

    @Test
    void aPassedPawnIsWorthMoreTheFartherItHasCome() {
        // passedRankEnd 216 × progress³: (1/3)³ → 8, (5/6)³ → 125, 1 → 216
        assertEquals(8, fide("4k3/8/8/8/8/P7/8/4K3 w - - 0 1", "passedRankEnd=216"));
        assertEquals(125, fide("4k3/8/P7/8/8/8/8/4K3 w - - 0 1", "passedRankEnd=216"));
        assertEquals(216, fide("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "passedRankEnd=216"));
        // the middle-game weight counts in the middle game only, and the end-game one not there
        assertEquals(125, fide("rnbqkbnr/8/P7/8/8/8/8/RNBQKBNR w KQkq - 0 1", "passedRank=216"));
        assertEquals(0, fide("rnbqkbnr/8/P7/8/8/8/8/RNBQKBNR w KQkq - 0 1", "passedRankEnd=216"));
    }

    @Test
    void aPassedPawnIsHalvedWhenBlockedAndNotPassedWithAnEnemyPawnAhead() {
        // Black's King on a7 blocks the Pawn on a6: 125 / 2
        assertEquals(62, fide("8/k7/P7/8/8/8/8/4K3 w - - 0 1", "passedRankEnd=216"));
        // Black's Pawn on b7 is ahead on a neighbouring file (and White's a6 is ahead of it): neither is passed
        assertEquals(0, fide("4k3/1p6/P7/8/8/8/8/4K3 w - - 0 1", "passedRankEnd=216"));
        // Black's Pawn on b5 is behind: both passed, Black's on its 4th rank worth (1/2)³ × 216 = 27
        assertEquals(125 - 27, fide("4k3/8/P7/1p6/8/8/8/4K3 w - - 0 1", "passedRankEnd=216"));
    }

    @Test
    void aFreePathPaysFromHalfWayOn() {
        // on a6, progress² = 25/36, 44 sixty-fourths: 64 × 44 / 64
        assertEquals(44, fide("4k3/8/P7/8/8/8/8/4K3 w - - 0 1", "passedFree=64"));
        // a King on a8 closes the path
        assertEquals(0, fide("k7/8/P7/8/8/8/8/4K3 w - - 0 1", "passedFree=64"));
        // before half way nothing
        assertEquals(0, fide("4k3/8/8/8/8/P7/8/4K3 w - - 0 1", "passedFree=64"));
    }

    @Test
    void theRoyalMenNearTheSquareAheadCountInTheEndGame() {
        // the square ahead a7: Black's King e8 4 away, White's e1 5 (capped): 64 × 44 × (20 − 10) / 320
        assertEquals(88, fide("4k3/8/P7/8/8/8/8/4K3 w - - 0 1", "passedKing=64"));
        // Black's King h8 7 away, capped at 5: 64 × 44 × (25 − 10) / 320
        assertEquals(132, fide("7k/8/P7/8/8/8/8/4K3 w - - 0 1", "passedKing=64"));
        // White's King beside it on b6, 1 away: 64 × 44 × (25 − 2) / 320 = 202.4
        assertEquals(202, fide("7k/8/PK6/8/8/8/8/8 w - - 0 1", "passedKing=64"));
    }

    @Test
    void anIsolatedPawnCosts() {
        assertEquals(-200, fide("4k3/8/8/8/8/8/P1P5/4K3 w - - 0 1", "isolated=100"));
        assertEquals(0, fide("4k3/8/8/8/8/8/PP6/4K3 w - - 0 1", "isolated=100"));
        // Black's lone a7 is isolated; for Black to move the sign turns
        assertEquals(100, fide("4k3/p7/8/8/8/8/PP6/4K3 w - - 0 1", "isolated=100"));
        assertEquals(-100, fide("4k3/p7/8/8/8/8/PP6/4K3 b - - 0 1", "isolated=100"));
    }

    @Test
    void aBackwardPawnCosts() {
        // d3 behind c4 and e4, its square ahead d4 attacked by Black's e5: backward (e5 is isolated, not backward)
        assertEquals(-100, fide("4k3/8/8/4p3/2P1P3/3P4/8/4K3 w - - 0 1", "backward=100"));
        // nothing attacks d4: not backward
        assertEquals(0, fide("4k3/8/8/8/2P1P3/3P4/8/4K3 w - - 0 1", "backward=100"));
        // c3 level with it: not backward
        assertEquals(0, fide("4k3/8/8/4p3/4P3/2PP4/8/4K3 w - - 0 1", "backward=100"));
    }

    @Test
    void connectedPawnsAreRewarded() {
        // a phalanx on the 4th rank: each 100 × (1 + 3 × (1/2)²) = 175
        assertEquals(350, fide("4k3/8/8/8/3PP3/8/8/4K3 w - - 0 1", "connected=100"));
        // d4 defended by e3: 175 for d4, nothing for e3
        assertEquals(175, fide("4k3/8/8/8/3P4/4P3/8/4K3 w - - 0 1", "connected=100"));
        // d4 defended by c3 and e3: twice
        assertEquals(350, fide("4k3/8/8/8/3P4/2P1P3/8/4K3 w - - 0 1", "connected=100"));
    }

    @Test
    void theProgressIsCountedFromWhereTheGamesPawnsStartAndThePromotionsWorth() {
        // Makruk's Pawns start on the 3rd rank and promote on the 6th, to a Met: on the 5th one step
        // short, times the Met's gain over the Rook's (the dearest man), by `variantc values`
        // (Pawn 78, Met 159, Rook 518): 100 × 81 / 440 = 18.4
        assertEquals(18, WeightDifference.of("fairy-stockfish/makruk.variant", "4k3/8/8/P7/8/8/8/4K3 w - - 0 1",
                "passedRankEnd=100"));
        // on the 4th, progress 2/3: 100 × 8/27 × 81 / 440 = 5.5
        assertEquals(5, WeightDifference.of("fairy-stockfish/makruk.variant", "4k3/8/8/8/P7/8/8/4K3 w - - 0 1",
                "passedRankEnd=100"));
        // the structure's other terms are not scaled: an isolated Pawn costs the same as in FIDE chess
        assertEquals(-100, WeightDifference.of("fairy-stockfish/makruk.variant", "4k3/8/8/8/P7/8/8/4K3 w - - 0 1",
                "isolated=100"));
    }

    @Test
    void gamesWithoutMarkedPromotingMenHaveNoStructure() {
        String all = "isolated=50,backward=50,connected=50,passedRank=100,passedRankEnd=100,passedFree=50,passedKing=50";
        // Xiangqi's Soldiers are marked pawn but never promote; Shogi's Pawns are not marked
        assertEquals(0, WeightDifference.of("fairy-stockfish/xiangqi.variant",
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1", all));
        assertEquals(0, WeightDifference.of("fairy-stockfish/shogi.variant",
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - - 0 1", all));
        // and FIDE's start, symmetrical, scores 0 however the terms are weighted, but not by accident: each side's are there
        assertEquals(0, fide("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", all));
        assertTrue(fide("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPP1/RNBQKBNR w KQkq - 0 1", all) < 0);
    }
}
