package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.rules.GoalManner;
import org.variantc.runtime.rules.GoalRule;

/** {@code win when ID holds ZONE} and {@code win when ID safely reaches ZONE}: what they compile to, and every refusal at its place. */
class GoalMannerErrorsTest {
    private static void expect(String text, String... errors) {
        assertEquals(List.of(errors), Checks.errors(text));
    }

    private static GoalRule onlyGoal(String end) {
        Compilation c = Checks.compile(Checks.BASE + end);
        assertTrue(c.succeeded(), c.report());
        assertEquals(1, c.rules().ending().end().goals().size());
        return c.rules().ending().end().goals().get(0);
    }

    @Test
    void heldAndSafeGoalsCompileForBothSidesMirrored() {
        GoalRule held = onlyGoal("end { win when K holds squares d4 e5 }");
        assertEquals(GoalManner.HELD, held.manner());
        assertEquals(-1, held.follower());
        GoalRule safe = onlyGoal("end { win when K safely reaches rank 8 }");
        assertEquals(GoalManner.SAFE, safe.manner());
        assertTrue(safe.zone()[0][63] && safe.zone()[1][0], "rank 8 for White, rank 1 for Black");
        assertEquals(GoalManner.AT_ONCE, onlyGoal("end { win when K reaches rank 8 }").manner());
    }

    @Test
    void aMannerGoalNamesAKnownPiece() {
        expect(Checks.BASE + "end { win when Q holds square e4 }", "13:16: unknown piece id 'Q' in a win rule");
    }

    @Test
    void everyGoalOfAGameCountsInOneManner() {
        expect(Checks.BASE + "end { win when K holds square e4 win when K safely reaches rank 8 }",
                "13:34: every goal of a game counts in one manner: this goal cannot stand beside"
                + " 'win when K holds ...'");
        expect(Checks.BASE + "end { win when K reaches rank 8 win when K safely reaches square e4 }",
                "13:7: every goal of a game counts in one manner: this goal cannot stand beside"
                + " 'win when K safely reaches ...'");
        expect(Checks.BASE + "end { win when K holds square e4 win when white K reaches rank 8 unless black follows }",
                "13:34: every goal of a game counts in one manner: this goal cannot stand beside"
                + " 'win when K holds ...'");
    }

    @Test
    void aMannerGoalNeedsItsZone() {
        expect(Checks.BASE + "end { win when K holds }",
                "13:24: unexpected '}'; expected 'rank', 'ranks', 'file', 'files', 'square', 'squares' or a name");
    }
}
