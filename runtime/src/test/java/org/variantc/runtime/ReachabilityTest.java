package org.variantc.runtime;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.rules.DropRules;
import org.variantc.runtime.rules.PieceRules;
import org.variantc.runtime.rules.VariantRules;

/**
 * What the runtime derives from the rules alone: royal men counted against the setup, men that
 * must have promoted, and promoted marks in the hash only where captures read them.
 */
class ReachabilityTest {
    private static final VariantRules REVERT = Fide.build(new DropRules(true, true));
    private static final VariantRules KEEP = Fide.build(new DropRules(true, false));

    private static String refusal(VariantRules rules, String fen) {
        return assertThrows(FenException.class, () -> Fen.read(rules, fen), fen).getMessage();
    }

    @Test
    void kingsAreCountedAgainstTheSetup() {
        assertEquals("bad FEN (board): White has no King, but the Chess setup gives it 1 and no rule removes one"
                + " in \"4k3/8/8/8/8/8/8/8 w - - 0 1\"", refusal(Fide.RULES, "4k3/8/8/8/8/8/8/8 w - - 0 1"));
        assertEquals("bad FEN (board): Black has 2 Kings, but the Chess setup gives it 1 and no promotion makes one"
                + " in \"3kk3/8/8/8/8/8/8/4K3 w - - 0 1\"", refusal(Fide.RULES, "3kk3/8/8/8/8/8/8/4K3 w - - 0 1"));
    }

    /** A game whose King is no royal man (check does not apply) plays without one, or with three. */
    @Test
    void aGameWithoutRoyalMenTakesAnyNumberOfKings() {
        List<PieceRules> pieces = new ArrayList<>();
        for (PieceRules p : Fide.RULES.pieces()) {
            pieces.add(new PieceRules(p.name(), p.id(), p.betza(), false, p.value(), p.moves(), p.promotions(),
                    p.resetsClock(), p.dropZone()));
        }
        VariantRules noRoyals = new VariantRules("No royals", 8, 8, pieces, Fide.START, Fide.RULES.moves().castlings(),
                DropRules.NONE, Fide.RULES.ending().end());
        assertEquals(21, Fen.read(noRoyals, "4k3/8/8/8/8/8/8/3Q4 w - - 0 1").legalMoves().size());
        assertDoesNotThrow(() -> Fen.read(noRoyals, "4k3/8/8/8/8/8/8/K1K1K3 w - - 0 1"));
    }

    /** The side that has just moved cannot have left its King attacked; the side to move may be in check. */
    @Test
    void theSideNotToMoveInCheckIsRefused() {
        String fen = "4k3/8/8/8/8/8/8/4RK2 w - - 0 1";
        assertEquals("bad FEN (position): Black, who has just moved, is in check (White could take the King)"
                + " in \"" + fen + "\"", refusal(Fide.RULES, fen));
        String white = "4k3/8/8/8/8/8/8/4rK2 b - - 0 1";
        assertEquals("bad FEN (position): White, who has just moved, is in check (Black could take the King)"
                + " in \"" + white + "\"", refusal(Fide.RULES, white));
        assertEquals("bad FEN (position): White, who has just moved, is in check (Black could take the King)"
                + " in \"4k3/8/8/8/8/8/8/4rK2[] b - - 0 1\"", refusal(REVERT, "4k3/8/8/8/8/8/8/4rK2[] b - - 0 1"));
        assertTrue(Fen.read(Fide.RULES, "4k3/8/8/8/8/8/8/4RK2 b - - 0 1").inCheck());
    }

    /** Pawns may be dropped on ranks 2 to 7 only, so the last rank stays refused with drops. */
    @Test
    void aPawnOnItsLastRankIsRefusedWithOrWithoutDrops() {
        for (VariantRules rules : List.of(Fide.RULES, REVERT, KEEP)) {
            String holdings = rules.placing().drops().enabled() ? "[P]" : "";
            assertEquals("bad FEN (board): a White Pawn on d8 cannot stand there: it must promote on arriving in \"3Pk3/8/8/8/8/8/8/4K3"
                    + holdings + " w - - 0 1\"", refusal(rules, "3Pk3/8/8/8/8/8/8/4K3" + holdings + " w - - 0 1"));
        }
        assertDoesNotThrow(() -> Fen.read(Fide.RULES, "3Qk3/8/8/8/8/8/8/4K3 b - - 0 1"));
    }

    /** Swapped promoted and original Queens: one position where a capture gives a Queen either way. */
    @Test
    void thePromotedMarkIsHashedOnlyWhereCapturesRevert() {
        String original = "4k3/8/8/8/8/8/8/Q1Q~1K3";
        String swapped = "4k3/8/8/8/8/8/8/Q~1Q1K3";
        String holdings = "[] w - - 0 1";
        assertEquals(Fen.read(Fide.RULES, original + " w - - 0 1").hash(),
                Fen.read(Fide.RULES, swapped + " w - - 0 1").hash());
        assertEquals(Fen.read(KEEP, original + holdings).hash(), Fen.read(KEEP, swapped + holdings).hash());
        assertNotEquals(Fen.read(REVERT, original + holdings).hash(),
                Fen.read(REVERT, swapped + holdings).hash());
    }
}
