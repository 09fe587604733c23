package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The threats term ({@code threat}, counted by {@code Activity} on the board as it stands) from
 * hand-built positions, the threats found by hand: a man attacked by an enemy man worth less, or
 * attacked and guarded by none of its own side's men, each worth the weight to the attacker's
 * side, royal men never the victim. With {@code threat=100} and every other weight untuned, the
 * score differs from the untuned one by 100 × (White's threats − Black's), turned for Black to move.
 */
class ThreatsTest {
    private static int difference(String game, String fen) {
        return WeightDifference.of(game, fen, "threat=100");
    }

    private static int fide(String fen) {
        return difference("fide.variant", fen);
    }

    @Test
    void aManAttackedByACheaperOneIsThreatenedGuardedOrNot() {
        // White's Knight on e3 attacks Black's Rook on d5; nothing of Black's reaches a White man.
        assertEquals(100, fide("4k3/8/8/3r4/8/4N3/8/4K3 w - - 0 1"));
        // The Rook guarded by the Pawn on e6: still worth more than the Knight, still threatened.
        assertEquals(100, fide("4k3/8/4p3/3r4/8/4N3/8/4K3 w - - 0 1"));
        // A Pawn on e4 attacks the Knight on d5 (the Knight reaches no White man).
        assertEquals(100, fide("4k3/8/8/3n4/4P3/8/8/4K3 w - - 0 1"));
        // Black to move: the score is Black's, so the sign turns.
        assertEquals(-100, fide("4k3/8/8/3r4/8/4N3/8/4K3 b - - 0 1"));
    }

    @Test
    void aManAttackedByADearerOneIsThreatenedOnlyWhenHanging() {
        // The Queen on d1 attacks the Knight on d5 along the file: hanging, a threat.
        assertEquals(100, fide("4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1"));
        // The Pawn on e6 guards it: no threat.
        assertEquals(0, fide("4k3/8/4p3/3n4/8/8/8/3QK3 w - - 0 1"));
        // A Pawn on d4 stands between: the line stops there, at the Pawn, which the Pawn on e5 guards.
        assertEquals(0, fide("4k3/8/8/3np3/3p4/8/8/3QK3 w - - 0 1"));
        // Without the Pawn on e5 the Pawn on d4 hangs.
        assertEquals(100, fide("4k3/8/8/3n4/3p4/8/8/3QK3 w - - 0 1"));
    }

    @Test
    void theRoyalManThreatensOnlyHangingMenAndIsNeverThreatened() {
        // White's King on e1 attacks the Knight on d2, guarded by nothing: a threat.
        assertEquals(100, fide("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1"));
        // The Rook on d8 guards it: the King is worth more than any man, so no threat.
        assertEquals(0, fide("3rk3/8/8/8/8/8/3n4/4K3 w - - 0 1"));
        // The Rook on a8 checks the King on e8: a royal man is not counted as threatened.
        assertEquals(0, fide("R3k3/8/8/8/8/8/8/4K3 b - - 0 1"));
    }

    @Test
    void bothSidesThreatsCountAgainstEachOther() {
        // White's Knight on e3 attacks the Rook on d5 (worth more) and the Bishop on c4 (guarded by
        // nothing); Black's Bishop on c4 attacks White's Rook on f1 (worth more): White 2, Black 1.
        assertEquals(100, fide("4k3/8/8/3r4/2b5/4N3/8/4KR2 w - - 0 1"));
    }

    @Test
    void aHopperThreatensBeyondItsScreen() {
        // Xiangqi: Red's Cannon on e3 hops over the Soldier on e6 to the Chariot on e8, worth more
        // than a Cannon (and guarded by the Chariot on e10): a threat. Nothing of Black's reaches a Red man.
        assertEquals(100, difference("fairy-stockfish/xiangqi.variant", "3kr4/9/4r4/9/4p4/9/9/4C4/9/5K3 w - - 0 1"));
    }
}
