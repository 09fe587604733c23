package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.rules.ChaseRule;
import org.variantc.runtime.rules.Outcome;
import org.variantc.runtime.rules.RepetitionRule;

/** {@code perpetual chase loses}: what it compiles to, and every refusal at its place. */
class ChaseRuleErrorsTest {
    private static RepetitionRule rule(String block) {
        Compilation c = Checks.compile(Checks.BASE + block + "\n");
        assertTrue(c.succeeded(), c.report());
        return c.rules().ending().end().repetition();
    }

    private static void expect(String text, String... errors) {
        assertEquals(List.of(errors), Checks.errors(text));
    }

    @Test
    void theRanksAreTypeSetsStrongestFirst() {
        // BASE's types: King 0, Rook 1, Pawn 2.
        assertEquals(new RepetitionRule(Outcome.DRAW, -1, true, new ChaseRule(true, List.of(1L << 1, 1L << 2))),
                rule("end { perpetual check loses perpetual chase loses { R > P } }"));
        assertEquals(new RepetitionRule(Outcome.DRAW, -1, false, new ChaseRule(true, List.of())),
                rule("end { perpetual chase loses }"));
        assertEquals(new ChaseRule(true, List.of(1L << 1 | 1L << 2)), rule("end { perpetual chase loses { R P } }").chase());
        ChaseRule ranks = rule("end { perpetual chase loses { R > P } }").chase();
        assertTrue(ranks.stronger(1, 2), "a Pawn chases a Rook, protected or not");
        assertTrue(!ranks.stronger(2, 1) && !ranks.stronger(0, 2), "not the other way; the King is in no rank");
    }

    @Test
    void perpetualChaseNeedsARepetition() {
        expect(Checks.BASE + "end { draw on 0 repetitions perpetual chase loses }",
                "13:29: perpetual chase is judged when a repetition completes, and 'draw on 0 repetitions' turns"
                        + " repetition off; give the number of repetitions");
    }

    @Test
    void eachIdNamesAPieceOnce() {
        expect(Checks.BASE + "end { perpetual chase loses { R > Q } }", "13:35: no piece has the id 'Q'");
        expect(Checks.BASE + "end { perpetual chase loses { R > P R } }",
                "13:37: 'R' is ranked twice; each piece has one rank in the chase");
        expect(Checks.BASE + "end { perpetual chase loses perpetual chase loses }",
                "13:29: this end rule is given twice");
    }
}
