package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.rules.Extinction;
import org.variantc.runtime.rules.Outcome;

/**
 * The statements of games won by captures and counting men: what they compile to, and each
 * combination the engines cannot honour refused at its line and column.
 */
class CaptureRulesErrorsTest {
    /** BASE without a royal King. */
    private static final String COMMON = Checks.base("\"K\" royal", "\"K\"");

    private static void expect(String text, String... errors) {
        assertEquals(List.of(errors), Checks.errors(text));
    }

    private static Extinction extinction(String text) {
        Compilation c = Checks.compile(text);
        assertTrue(c.succeeded(), c.report());
        return c.rules().ending().end().extinction();
    }

    @Test
    void noMenLeftCountsAllMenTogether() {
        Extinction x = extinction(COMMON + "end { win when no men left }\n");
        assertEquals(new Extinction(Outcome.WIN, new int[0], 0, 0, false).toString().replaceAll("@\\w+", ""),
                x.toString().replaceAll("@\\w+", ""));
        assertTrue(x.allMen());
        assertEquals(0, x.atMost());
    }

    @Test
    void namedTypesAreCountedOneByOne() {
        Extinction x = extinction(COMMON + "end { lose when fewer than 2 R P left }\n");
        assertArrayEquals(new int[] {1, 2}, x.types());
        assertEquals(1, x.atMost());
        assertEquals(Outcome.LOSS, x.outcome());
    }

    /** A bare King loses only against two men or more, and the bared side to move may bare back (Shatranj). */
    @Test
    void bareKingLosesAsInShatranj() {
        Extinction x = extinction(Checks.BASE + "end { bare king loses }\n");
        assertEquals(1, x.atMost());
        assertEquals(2, x.opponentAtLeast());
        assertTrue(x.bareBack());
    }

    @Test
    void compulsoryCaptureAndMateScoringReachTheRules() {
        Compilation c = Checks.compile(Checks.BASE + "captures compulsory\nend { checkmate wins stalemate counts men }\n");
        assertTrue(c.succeeded(), c.report());
        assertTrue(c.rules().captures().obligation().compulsory());
        assertEquals(Outcome.WIN, c.rules().ending().end().scoring().checkmate());
        assertTrue(c.rules().ending().end().scoring().stalemateByCount());
    }

    @Test
    void noRoyalPieceNeedsAnotherWayToWin() {
        expect(COMMON, "3:1: no royal piece and no other way to win: mark the King with royal, or say how the game"
                + " is won, e.g. end { lose when no men left }");
    }

    @Test
    void checkmateRuleNeedsARoyalPiece() {
        expect(COMMON + "end { win when no men left checkmate wins }\n",
                "13:28: a checkmate rule needs a royal piece to mate: mark the King with royal, or drop this rule");
    }

    @Test
    void unknownAndRepeatedIdsInAMenLeftRule() {
        expect(COMMON + "end { lose when no K Z K left }\n",
                "13:22: unknown piece id 'Z' in a rule on the men left",
                "13:24: piece id 'K' is named twice in this rule");
    }

    @Test
    void fewerThanZeroMenIsRefused() {
        expect(COMMON + "end { lose when fewer than 0 K left }\n",
                "13:28: 'fewer than 0' must count 1 to 256 men; write 'no' for none left");
    }

    @Test
    void twoRulesOnTheMenLeftAreRefused() {
        expect(Checks.BASE + "end { lose when no R left bare king loses }\n",
                "13:27: this rule and 'win|lose|draw when ... left' decide the same ending; keep one");
    }

    @Test
    void twoStalemateResultsAreRefused() {
        expect(Checks.BASE + "end { stalemate wins stalemate counts men }\n",
                "13:22: this rule and 'stalemate draws|wins|loses' decide the same ending; keep one");
    }

    @Test
    void compulsoryCaptureTwiceIsRefused() {
        expect(Checks.BASE + "captures compulsory\ncaptures compulsory\n",
                "14:1: this statement is given twice; the first is at line 13");
    }

    /** Horde's White has no King: allowed where the men left decide the game. */
    @Test
    void aSideWithoutItsKingNeedsAMenLeftRule() {
        String noWhiteKing = Checks.base("R3K2R\"", "R6R\"").replace("castling {\n  king e1 to g1 with rook h1 to f1\n}\n", "");
        expect(noWhiteKing, "9:7: the setup has no royal man of White");
        expect(noWhiteKing + "end { lose when no men left }\n");
    }

    /** A setup in which a side has already run out of the men its rule counts ends before the first move. */
    @Test
    void aSetupAlreadyOverByTheMenLeftIsRefused() {
        expect(Checks.base("r3k2r/pppppppp", "r3k2r/8") + "end { lose when no P left }\n",
                "9:1: the game is already over in this setup, before anyone moves (extinction); move the men off"
                        + " their goal, give each side the men its rules count, or change the rule");
    }
}
