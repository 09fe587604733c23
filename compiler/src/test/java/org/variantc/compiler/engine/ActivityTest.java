package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.search.PieceValues;

/**
 * The activity terms (mobility and attacks on the royal zone, on the board as it stands) from
 * hand-built FIDE positions, the squares counted by hand. A mobility weight of 1024 makes the
 * figure a man's (reach − average) × round(1024 / √average) / 16 in sixteenths, exactly, whatever
 * the phase (middle- and end-game weights equal); an attack weight of 64 makes it (units)² / 64,
 * units being Σ round(16 × value / mean value) × zone squares hit, the mean over Queen, Rook,
 * Bishop and Knight. The averages and values are {@link PieceValues}'.
 */
class ActivityTest {
    private static final String MOBILE = "mobility=1024,mobilityEnd=1024";

    private static int difference(String fen, String weights) {
        return WeightDifference.of("fide.variant", fen, weights);
    }

    private static PieceValues fide() {
        return PieceValues.of(Games.position("fide.variant", null).rulebook());
    }

    /** A man's mobility figure with weight 1024, by the formula the class comment states. */
    private static int mobility(int type, int reach) {
        double average = fide().averageMobility(type);
        int perSquare = (int) Math.round(1024 / Math.sqrt(average));
        return perSquare * (16 * reach - (int) Math.round(16 * average)) / 16;
    }

    private static int unit(int type) {
        PieceValues v = fide();
        // FIDE's types in definition order: King 0, Queen 1, Rook 2, Bishop 3, Knight 4, Pawn 5
        double mean = (v.value(1) + v.value(2) + v.value(3) + v.value(4)) / 4.0;
        return (int) Math.round(16 * v.value(type) / mean);
    }

    @Test
    void theStartIsEven() {
        assertEquals(0, difference("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                MOBILE + ",attack=64"));
    }

    @Test
    void mobilityCountsTheSquaresGivenTheBlockers() {
        // Rook a1, own King e1, a Black Pawn on a5: a2 a3 a4, a5 (a capture), b1 c1 d1: 7 squares.
        // Kings and Pawns are not counted; Black has no counted man.
        assertEquals(mobility(2, 7), difference("4k3/8/8/p7/8/8/8/R3K3 w - - 0 1", MOBILE));
        // A White Pawn on a5 instead: its own man's square is not counted, 6 squares.
        assertEquals(mobility(2, 6), difference("4k3/8/8/P7/8/8/8/R3K3 w - - 0 1", MOBILE));
        // Black to move: the score is Black's, so the sign turns.
        assertEquals(-mobility(2, 6), difference("4k3/8/8/P7/8/8/8/R3K3 b - - 0 1", MOBILE));
        // A Knight on a1 reaches b3 and c2 (2); one on d4 its 8 squares.
        assertEquals(mobility(4, 2), difference("4k3/8/8/8/8/8/8/N3K3 w - - 0 1", MOBILE));
        assertEquals(mobility(4, 8), difference("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1", MOBILE));
        assertTrue(mobility(4, 8) - mobility(4, 7) > mobility(2, 7) - mobility(2, 6),
                "a square more is worth more to a Knight than to a Rook");
    }

    @Test
    void attacksOnTheRoyalZoneGrowFasterThanTheAttackers() {
        // Every piece on the board, so the middle-game weight is whole. Black's King on e8, its
        // zone d7 e7 f7 d8 e8 f8. White's Queen on h5 hits f7 (the Pawn there stops the line):
        // units 1 × unit(Queen). No Black man reaches White's King's zone.
        int queen = unit(1);
        assertEquals(queen * queen / 64,
                difference("rnbqkbnr/pppppppp/8/7Q/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1", "attack=64"));
        // A Knight on g5 alone hits f7 (h7 and e6 are outside the zone).
        int knight = unit(4);
        assertEquals(knight * knight / 64,
                difference("rnbqkbnr/pppppppp/8/6N1/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1", "attack=64"));
        // Both: (queen + knight)² / 64, more than the two apart.
        int both = (queen + knight) * (queen + knight) / 64;
        assertEquals(both, difference("rnbqkbnr/pppppppp/8/6NQ/8/8/PPPPPPPP/RNB1KB1R w KQkq - 0 1", "attack=64"));
        assertTrue(both > queen * queen / 64 + knight * knight / 64);
        // A Black Pawn on g6 stands in the Queen's way: g6 is outside the zone, so nothing is hit.
        assertEquals(0, difference("rnbqkbnr/pppppp1p/6p1/7Q/8/8/PPPPPPPP/RNB1KBNR w KQkq - 0 1", "attack=64"));
        // Black to move: the same danger, now against the side to move's opponent, so the sign turns.
        assertEquals(-(queen * queen / 64),
                difference("rnbqkbnr/pppppppp/8/7Q/8/8/PPPPPPPP/RNB1KBNR b KQkq - 0 1", "attack=64"));
    }

    @Test
    void squaresAnEnemyPawnGuardsCountLessWithTheMobilityArea() {
        // A Knight on d4 reaches its 8 squares; a Black Pawn on e6 (taken on e6, one of them) guards f5.
        String fen = "4k3/8/4p3/8/3N4/8/8/4K3 w - - 0 1";
        assertEquals(mobility(4, 8), difference(fen, MOBILE));
        // mobilityArea=100 takes f5 off: 7 squares; at 50 half of it, 7.5 (30 quarters, 120 sixteenths)
        assertEquals(mobility(4, 7), difference(fen, MOBILE + ",mobilityArea=100"));
        double average = fide().averageMobility(4);
        int perSquare = (int) Math.round(1024 / Math.sqrt(average));
        assertEquals(perSquare * (120 - (int) Math.round(16 * average)) / 16, difference(fen, MOBILE + ",mobilityArea=50"));
    }
}
