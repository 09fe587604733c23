package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code duple check} and {@code royal when last} are refused, at their place, where they cannot apply. */
class RoyalCheckErrorsTest {
    @Test
    void bothRulesAtOnceAreRefused() {
        assertEquals(List.of("14:1: royal when last contradicts duple check: a side is in check either when all its"
                        + " royal men are attacked or when its last one is; write one of them"),
                Checks.errors(Checks.BASE + "duple check\nroyal when last\n"));
    }

    @Test
    void aRuleOnRoyalMenNeedsARoyalPiece() {
        String noRoyal = Checks.BASE.replace("piece King K \"K\" royal", "piece King K \"K\"")
                .replace("castling {\n  king e1 to g1 with rook h1 to f1\n}\n", "")
                + "end { lose when no K left }\n";
        assertEquals(List.of("11:1: duple check needs a royal piece: mark the Kings royal"),
                Checks.errors(noRoyal + "duple check\n"));
        assertEquals(List.of("11:1: royal when last needs a royal piece: mark the Kings royal"),
                Checks.errors(noRoyal + "royal when last\n"));
    }

    @Test
    void aRuleOnRoyalMenDoesNotMixWithExplosions() {
        assertEquals(List.of("14:1: duple check cannot be combined with explosion or petrify"),
                Checks.errors(Checks.BASE + "explosion\nduple check\n"));
    }
}
