package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What {@code check} refuses in a promotion for one side ({@code promote black on …}), at line and column. */
class SidePromotionErrorsTest {
    private static void expect(String text, String... errors) {
        assertEquals(List.of(errors), Checks.errors(text));
        assertEquals(errors.length == 0, Checks.compile(text).succeeded());
    }

    @Test
    void wellFormedPromotionsAreAccepted() {
        expect(Checks.base("  promote on rank 8 to R\n", "  promote white on rank 8 to R\n  promote black on rank 1 to K<1\n"));
        expect(Checks.base("  promote on rank 8 to R\n",
                "  promote on rank 8 to R\n  promote black in squares a2 b2 to R optional\n"));
    }

    @Test
    void aNamedZoneIsRefusedForItIsWrittenFromWhitesSide() {
        expect("zones { far = rank 8 }\n" + Checks.base("  promote on rank 8 to R\n", "  promote black on far to R\n"),
                "8:20: a promotion for black only writes its squares as they stand on the board, but the named zone"
                        + " 'far' is written from White's side: write its ranks or squares here");
    }

    @Test
    void armiesAreRefusedForOneSide() {
        expect(Checks.base("  promote on rank 8 to R\n", "  promote white on rank 8 to armies\n"),
                "7:3: a promotion for white only cannot offer armies; write the pieces it offers, or leave 'white' out",
                "7:3: promotion to armies needs an armies block: there are no armies to offer");
    }

    @Test
    void aChoiceIsCheckedAsInAnyPromotion() {
        expect(Checks.base("  promote on rank 8 to R\n", "  promote black on rank 1 to Z\n"),
                "7:30: promotion to undefined piece 'Z'");
    }
}
