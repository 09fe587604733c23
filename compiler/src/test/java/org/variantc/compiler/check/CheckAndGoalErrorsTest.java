package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.rules.CheckRules;

/** The check and goal statements of issue 14: what they compile to, and every refusal at its place. */
class CheckAndGoalErrorsTest {
    private static final String END = "\nend {\n  win on 3 checks\n}\n";

    private static void expect(String text, String... errors) {
        assertEquals(List.of(errors), Checks.errors(text));
    }

    @Test
    void checkCountAndNoCheckingCompile() {
        Compilation c = Checks.compile(Checks.BASE + END + "moves may not give check\n");
        assertTrue(c.succeeded(), c.report());
        assertEquals(new CheckRules(3, true), c.rules().royals().checks());
        assertEquals(CheckRules.NONE, Checks.compile(Checks.BASE).rules().royals().checks());
    }

    @Test
    void aCheckCountOutOfRange() {
        expect(Checks.BASE + "end { win on 0 checks }",
                "13:14: a check count of 1 to 9, not 0 (Fairy-Stockfish's FEN writes it as one digit)");
        expect(Checks.BASE + "end { win on 10 checks }",
                "13:14: a check count of 1 to 9, not 10 (Fairy-Stockfish's FEN writes it as one digit)");
    }

    @Test
    void aCheckCountTwice() {
        expect(Checks.BASE + "end { win on 3 checks win on 5 checks }", "13:23: this end rule is given twice");
    }

    @Test
    void noCheckingTwice() {
        expect(Checks.BASE + "moves may not give check\nmoves may not give check\n",
                "14:1: this statement is given twice; the first is at line 13");
    }

    @Test
    void aSideCannotFollowItself() {
        expect(Checks.BASE + "end { win when white K reaches rank 8 unless white follows win when black K reaches rank 8 }",
                "13:46: the side that follows must be the other side, not white itself");
    }

    @Test
    void aFollowerNeedsAGoal() {
        expect(Checks.BASE + "end { win when white K reaches rank 8 unless black follows }",
                "13:46: black has no goal to follow with: add a rule 'win when black ID reaches ZONE'");
    }

    @Test
    void aSidedGoalNamesAKnownPiece() {
        expect(Checks.BASE + "end { win when black Q reaches rank 1 }", "13:22: unknown piece id 'Q' in a win rule");
    }

    @Test
    void aSidedGoalIsNotMirrored() {
        Compilation c = Checks.compile(Checks.BASE.replace("setup \"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R\"",
                "setup \"r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R\"") + "end { win when black K reaches rank 4 }");
        assertTrue(c.succeeded(), c.report());
        boolean[][] zone = c.rules().ending().end().goals().get(0).zone();
        assertTrue(zone[1][3 * 8 + 2]);                        // c4: rank 4 as it stands on the board
        assertTrue(!zone[1][4 * 8 + 2] && !zone[0][3 * 8 + 2]); // not rank 5 (its mirror), not White's
    }
}
