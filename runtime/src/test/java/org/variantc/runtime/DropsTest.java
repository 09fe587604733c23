package org.variantc.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.DropRules;
import org.variantc.runtime.rules.VariantRules;

/** Hands: holdings in FEN, drop zones, captured men changing sides, promoted men kept or reverted. */
class DropsTest {
    private static final VariantRules REVERT = Fide.build(new DropRules(true, true));
    private static final VariantRules KEEP = Fide.build(new DropRules(true, false));

    @Test
    void holdingsAreReadAndWritten() {
        Position pos = Fen.read(REVERT, "4k3/8/8/8/8/8/8/4K3[QRp] w - - 0 1");
        assertEquals(1, pos.handCount(0, Fide.Q));
        assertEquals(1, pos.handCount(0, Fide.R));
        assertEquals(1, pos.handCount(1, Fide.P));
        assertEquals("4k3/8/8/8/8/8/8/4K3[RQp] w - - 0 1", Fen.write(pos), "White first, each in type order");
        assertEquals("4k3/8/8/8/8/8/8/4K3[] w - - 0 1", Fen.write(Fen.read(REVERT, "4k3/8/8/8/8/8/8/4K3 w")));
    }

    @Test
    void holdingsNeverHoldAKingNorMoreMenThanSquares() {
        org.junit.jupiter.api.Assertions.assertThrows(FenException.class,
                () -> Fen.read(KEEP, "4k3/8/8/8/8/8/8/4K3[K] w - - 0 1"), "a second King to drop");
        String most = "Q".repeat(64);
        assertEquals(64, Fen.read(KEEP, "4k3/8/8/8/8/8/8/4K3[" + most + "] w - - 0 1").handCount(0, Fide.Q));
        FenException e = org.junit.jupiter.api.Assertions.assertThrows(FenException.class,
                () -> Fen.read(KEEP, "4k3/8/8/8/8/8/8/4K3[" + most + "Q] w - - 0 1"));
        assertTrue(e.getMessage().contains("more than 64"), e.getMessage());
    }

    @Test
    void aManInHandDropsOnEveryEmptySquareOfItsZone() {
        Position knight = Fen.read(REVERT, "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
        Set<String> knightDrops = Fairy.movesFrom(knight, "N@");
        assertEquals(62, knightDrops.size());
        assertTrue(knightDrops.contains("N@a1") && knightDrops.contains("N@h8"));
        Set<String> pawnDrops = Fairy.movesFrom(Fen.read(REVERT, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1"), "P@");
        assertEquals(48, pawnDrops.size(), "ranks 2 to 7");
        assertFalse(pawnDrops.contains("P@a1") || pawnDrops.contains("P@a8"));
    }

    @Test
    void aDroppedManIsNotVirginAndTheDropKeepsTheClockRunning() {
        Position pos = Fen.read(REVERT, "4k3/8/8/8/8/8/8/4K3[P] w - - 10 30");
        pos.make(MoveNotation.parse(pos, "P@e2"));
        assertFalse(pos.isVirgin(Fairy.TB.square("e2")));
        assertEquals(11, pos.halfmoveClock());
        pos.make(MoveNotation.parse(pos, "e8d8"));
        assertEquals(Set.of("e2e3"), Fairy.movesFrom(pos, "e2"), "no double step for a dropped pawn");
    }

    @Test
    void aCapturedManGoesToTheCapturersHand() {
        Position pos = Fen.read(REVERT, "4k3/8/8/3p4/8/2N5/8/4K3 w - - 0 1");
        pos.make(MoveNotation.parse(pos, "c3d5"));
        assertEquals("4k3/8/8/3N4/8/8/8/4K3[P] b - - 0 1", Fen.write(pos));
        pos.unmake();
        assertEquals("4k3/8/8/3p4/8/2N5/8/4K3[] w - - 0 1", Fen.write(pos));
    }

    @Test
    void aPromotedManRevertsOrKeepsItsType() {
        String fen = "4k3/8/8/3q~4/8/2N5/8/4K3[] w - - 0 1";
        Position revert = Fen.read(REVERT, fen);
        assertEquals(fen, Fen.write(revert));
        revert.make(MoveNotation.parse(revert, "c3d5"));
        assertEquals("4k3/8/8/3N4/8/8/8/4K3[P] b - - 0 1", Fen.write(revert));
        Position keep = Fen.read(KEEP, fen);
        keep.make(MoveNotation.parse(keep, "c3d5"));
        assertEquals("4k3/8/8/3N4/8/8/8/4K3[Q] b - - 0 1", Fen.write(keep));
    }

    @Test
    void aPromotionIsMarkedAndRevertsWhenCaptured() {
        Position pos = Fen.read(REVERT, "3r2k1/4P3/8/8/8/8/8/4K3[] w - - 0 1");
        pos.make(MoveNotation.parse(pos, "e7e8q"));
        assertEquals("3rQ~1k1/8/8/8/8/8/8/4K3[] b - - 0 1", Fen.write(pos));
        assertTrue(pos.isPromoted(Fairy.TB.square("e8")));
        pos.make(MoveNotation.parse(pos, "d8e8"));
        assertEquals("4r1k1/8/8/8/8/8/8/4K3[p] w - - 0 2", Fen.write(pos));
    }
}
