package org.variantc.reference;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.variantc.reference.Moves.assertMoves;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Halflings, the Crab and the Chessgi drops of halfgi.md. */
class HalfgiTest {
    private final ReferenceGame halfgi = ReferenceGames.halfgi();

    private ReferencePosition pos(String board) {
        return halfgi.position(board + "[] w - - 0 1");
    }

    @Test
    void crabFromE4() {
        assertMoves(pos("8/8/8/8/4C3/8/8/8"), "e4", "e4d6", "e4f6", "e4c3", "e4g3");
    }

    @Test
    void blackCrabMirrors() {
        assertMoves(halfgi.position("8/8/8/4c3/8/8/8/8[] b - - 0 1"), "e5", "e5d3", "e5f3", "e5c6", "e5g6");
    }

    @Test
    void halflingRookExamples() {
        assertMoves(pos("8/8/8/8/8/8/8/R7"), "a1", "a1a2", "a1a3", "a1a4", "a1a5", "a1b1", "a1c1", "a1d1", "a1e1");
        assertMoves(pos("8/8/8/R7/8/8/8/8"), "a5", "a5a6", "a5a7", "a5a4", "a5a3", "a5b5", "a5c5", "a5d5", "a5e5");
        assertMoves(pos("8/8/R7/8/8/8/8/8"), "a6", "a6a7", "a6a5", "a6a4", "a6a3", "a6b6", "a6c6", "a6d6", "a6e6");
        assertMoves(pos("R7/8/8/8/8/8/8/8"), "a8", "a8a7", "a8a6", "a8a5", "a8a4", "a8b8", "a8c8", "a8d8", "a8e8");
        assertMoves(pos("8/8/8/8/3R4/8/8/8"), "d4", "d4d5", "d4d6", "d4d3", "d4d2", "d4e4", "d4f4", "d4c4", "d4b4");
    }

    @Test
    void halflingBishopAndQueenExamples() {
        assertMoves(pos("8/8/8/8/8/8/8/2B5"), "c1", "c1d2", "c1e3", "c1f4", "c1b2");
        assertMoves(pos("8/8/8/8/8/8/1B6/8"), "b2", "b2c3", "b2d4", "b2e5", "b2a3", "b2c1", "b2a1");
        assertMoves(pos("8/8/8/8/8/8/8/3Q4"), "d1", "d1d2", "d1d3", "d1d4", "d1d5", "d1e2", "d1f3", "d1c2", "d1b3",
                "d1e1", "d1f1", "d1c1", "d1b1");
    }

    @Test
    void halflingBlocksAndCapturesNormally() {
        assertMoves(pos("8/8/8/8/8/p7/8/R1P5"), "a1", "a1a2", "a1a3", "a1b1");
    }

    @Test
    void promotionToHalflingsAndCrab() {
        assertMoves(pos("8/4P3/8/8/8/8/8/8"), "e7", "e7e8q", "e7e8r", "e7e8b", "e7e8c");
    }

    @Test
    void dropsAnywhereEmptyButPawnsNotOnOwnLastRank() {
        ReferencePosition p = halfgi.position("4k3/8/8/8/8/8/8/4K3[Pr] w - - 0 1");
        List<String> drops = Moves.of(p, "P@");
        assertEquals(62 - 7, drops.size()); // 62 empty squares minus rank 8's seven empty ones
        assertFalse(drops.contains("P@a8"));
        assertTrue(drops.contains("P@a1"));
        assertTrue(Moves.of(p, "R@").isEmpty()); // Black's Rook is Black's to drop
        ReferencePosition b = halfgi.position("4k3/8/8/8/8/8/8/4K3[Pr] b - - 0 1");
        assertEquals(62, Moves.of(b, "R@").size());
    }

    @Test
    void droppedPawnDoubleStepsFromSecondRankAndSingleStepsFromFirst() {
        ReferencePosition p = halfgi.position("4k3/8/8/8/8/8/8/4K3[PPp] w - - 0 1").play("P@a2").play("P@h5");
        assertMoves(p, "a2", "a2a3", "a2a4");
        ReferencePosition q = halfgi.position("4k3/8/8/8/8/8/8/4K3[PPp] w - - 0 1").play("P@a1").play("P@h5");
        assertMoves(q, "a1", "a1a2");
        // a Pawn drop does not reset the half-move clock (halfgi.md §7.7)
        assertEquals("4k3/8/8/8/8/8/8/P3K3[Pp] b - - 1 1",
                halfgi.position("4k3/8/8/8/8/8/8/4K3[PPp] w - - 0 1").play("P@a1").toFen());
    }

    @Test
    void capturedMenChangeSideAndPromotedMenKeepTheirType() {
        ReferencePosition p = halfgi.position("3Qk3/8/8/8/8/8/8/4K3[] w - - 0 1");
        ReferencePosition promoted = halfgi.position("3Q~k3/8/8/8/8/8/8/4K3[] b - - 0 1");
        assertEquals("3k4/8/8/8/8/8/8/4K3[q] w - - 0 2", promoted.play("e8d8").toFen());
        assertTrue(p.toFen().startsWith("3Qk3/"));
    }

    @Test
    void droppedRookCannotCastle() {
        ReferencePosition p = halfgi.position("4k3/8/8/8/8/8/8/4K3[R] w - - 0 1").play("R@h1").play("e8d8");
        assertMoves(p, "e1", "e1d1", "e1d2", "e1e2", "e1f2", "e1f1");
    }

    @Test
    void castlingIsNotHalved() {
        ReferencePosition p = halfgi.position("4k3/8/8/8/8/8/8/R3K2R[] w KQ - 0 1");
        assertMoves(p, "e1", "e1d1", "e1d2", "e1e2", "e1f2", "e1f1", "e1g1", "e1c1");
        ReferencePosition after = p.play("e1c1");
        assertEquals("4k3/8/8/8/8/8/8/2KR3R[] b - - 1 1", after.toFen());
    }
}
