package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What the checker refuses in a hand block and in a promotion in place, each at its line and column. */
class HandErrorsTest {
    private static final String PLACEMENT = """
            variant "Mini Placement"
            board 8 x 8
            piece King K "K" royal { drop on rank 1 }
            piece Rook R "R" { drop on rank 1 }
            piece Bishop B "B" { drop on rank 1 }
            piece Pawn P "fmWfcF" pawn {
              promote in place on rank 5 to B<1
            }
            setup "8/pppppppp/8/8/8/8/PPPPPPPP/8" hand "KRBBkrbb"
            castling {
              king e1 to g1 with rook h1 to f1
            }
            hand {
              no captures
              drop before moving
              B B on different colours
              dropped K R may castle
            }
            """;

    private static List<String> errors(String from, String to) {
        assertTrue(PLACEMENT.contains(from), from);
        return Checks.errors(PLACEMENT.replace(from, to));
    }

    @Test
    void theDefinitionIsClean() {
        assertEquals(List.of(), Checks.errors(PLACEMENT));
    }

    @Test
    void aHandRuleThatSaysNothingOrCannotBePlayedIsRefused() {
        assertEquals(List.of("16:5: the hand keeps the men of one type on different colours: write 'B B on different"
                + " colours', not two ids"), errors("B B on", "B R on"));
        assertEquals(List.of("16:3: unknown piece id 'X'"), errors("B B on", "X X on"));
        assertEquals(List.of("15:3: this hand rule is given twice; the first is at line 14"),
                errors("  no captures\n", "  no captures\n  no captures\n"));
        assertEquals(List.of("17:13: 'K' is royal: the second id is the King's castling partner"),
                errors("dropped K R", "dropped K K"));
        assertEquals(List.of("17:11: 'R' is not royal: the first id is the castling King"),
                errors("dropped K R", "dropped R B"));
        assertEquals(List.of("14:3: 'dropped K R may castle' needs a castling block saying where they castle"),
                errors("castling {\n  king e1 to g1 with rook h1 to f1\n}\n", ""));
    }

    @Test
    void noCapturesWithAnEmptyHandAndASetupPhaseBesideCompulsoryCapturesAreRefused() {
        List<String> empty = Checks.errors(PLACEMENT
                .replace("setup \"8/pppppppp/8/8/8/8/PPPPPPPP/8\" hand \"KRBBkrbb\"",
                        "setup \"rbbk4/pppppppp/8/8/8/8/PPPPPPPP/RBBK4\"")
                .replace("  drop before moving\n", "").replace("  dropped K R may castle\n", "")
                .replace("castling {\n  king e1 to g1 with rook h1 to f1\n}\n", ""));
        assertEquals(List.of("11:3: 'no captures' with no men in the setup's hand: the hands stay empty, so nothing"
                + " could ever be dropped; give the setup a hand \"…\" or leave the rule out"), empty);
        assertEquals(List.of("16:3: 'drop before moving' cannot be combined with 'captures compulsory': a drop captures"
                + " nothing, so the two rules would each forbid what the other demands"),
                errors("hand {", "captures compulsory\nhand {"));
    }

    /** Pickups fill a hand that captures do not, and cannot stand beside a setup phase. */
    @Test
    void pickupsFillAnEmptyHandButNotBesideDropBeforeMoving() {
        String noSetupHand = PLACEMENT
                .replace("setup \"8/pppppppp/8/8/8/8/PPPPPPPP/8\" hand \"KRBBkrbb\"",
                        "setup \"rbbk4/pppppppp/8/8/8/8/PPPPPPPP/RBBK4\"")
                .replace("  drop before moving\n", "").replace("  dropped K R may castle\n", "")
                .replace("castling {\n  king e1 to g1 with rook h1 to f1\n}\n", "");
        assertEquals(List.of(), Checks.errors(noSetupHand.replace("  no captures\n", "  no captures\n  take own men\n")));
        assertEquals(List.of("18:3: 'take own men' cannot be combined with 'drop before moving': a man taken into hand"
                + " would have to be dropped again at once"), errors("  dropped K R may castle\n", "  dropped K R may castle\n  take own men\n"));
    }

    @Test
    void aBadPromotionInPlaceIsRefused() {
        assertEquals(List.of("7:33: 'K' is royal: a promotion in place may not make a royal man"),
                errors("to B<1", "to K"));
        assertEquals(List.of("7:33: promotion to undefined piece 'Q'"), errors("to B<1", "to Q"));
        assertEquals(List.of("8:3: a second 'promote in place' for Pawn; the first is at line 7: join them in one line"),
                errors("to B<1\n", "to B<1\n  promote in place on rank 6 to R\n"));
    }
}
