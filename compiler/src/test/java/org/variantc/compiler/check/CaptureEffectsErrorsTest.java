package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** What {@code check} refuses in {@code explosion} and {@code petrify}, at line and column. */
class CaptureEffectsErrorsTest {
    private static void expect(String text, String... errors) {
        assertEquals(List.of(errors), Checks.errors(text));
        assertEquals(errors.length == 0, Checks.compile(text).succeeded());
    }

    @Test
    void wellFormedStatementsAreAccepted() {
        expect(Checks.BASE + "explosion { spare P  immune K  truce K  check ignored }\n");
        expect(Checks.BASE + "explosion\n");
        expect(Checks.BASE + "petrify K R\n");
    }

    @Test
    void anUnknownIdIsNamed() {
        expect(Checks.BASE + "explosion { spare Z }\n", "13:19: no piece has the id 'Z'");
        expect(Checks.BASE + "petrify X\n", "13:9: no piece has the id 'X'");
    }

    @Test
    void anIdOrARuleWrittenTwiceIsRefused() {
        expect(Checks.BASE + "explosion { spare P P }\n", "13:21: 'P' is written twice");
        expect(Checks.BASE + "explosion { spare P spare R }\n",
                "13:21: this explosion rule is given twice; write its ids in one line");
    }

    @Test
    void explosionAndPetrificationDoNotCombine() {
        expect(Checks.BASE + "explosion { spare P }\npetrify R\n",
                "14:1: petrify cannot be combined with explosion (line 13): a capturer is either blown up or turned to stone");
    }
}
