package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.Outcome;
import org.variantc.runtime.rules.RepetitionRule;

/** The repetition statements: what each compiles to, and every refusal at its place. */
class RepetitionErrorsTest {
    private static EndRules end(String block) {
        Compilation c = Checks.compile(Checks.BASE + block + "\n");
        assertTrue(c.succeeded(), c.report());
        return c.rules().ending().end();
    }

    private static void expect(String text, String... errors) {
        assertEquals(List.of(errors), Checks.errors(text));
    }

    @Test
    void eachFormCompilesToItsRule() {
        assertEquals(RepetitionRule.DRAW, end("end { draw on 3 repetitions }").repetition());
        EndRules shogi = end("end { draw on 4 repetitions perpetual check loses }");
        assertEquals(4, shogi.repetitions());
        assertEquals(new RepetitionRule(Outcome.DRAW, -1, true), shogi.repetition());
        EndRules mini = end("end { white loses on 4 repetitions perpetual check loses }");
        assertEquals(4, mini.repetitions());
        assertEquals(new RepetitionRule(Outcome.LOSS, 0, true), mini.repetition());
        assertEquals(new RepetitionRule(Outcome.WIN, 1, false), end("end { black wins on 2 repetitions }").repetition());
        EndRules tori = end("end { lose on 4 repetitions }");
        assertEquals(new RepetitionRule(Outcome.LOSS, -1, false), tori.repetition());
        assertEquals(new RepetitionRule(Outcome.WIN, -1, false), end("end { win on 3 repetitions }").repetition());
        // Perpetual check with the count left at FIDE's three.
        EndRules xiangqi = end("end { perpetual check loses }");
        assertEquals(3, xiangqi.repetitions());
        assertEquals(new RepetitionRule(Outcome.DRAW, -1, true), xiangqi.repetition());
    }

    @Test
    void aRepetitionThatDecidesNeedsTwoOccurrences() {
        expect(Checks.BASE + "end { lose on 1 repetitions }",
                "13:15: a repetition that decides the game needs at least 2 occurrences, not 1; for no repetition"
                        + " rule write 'draw on 0 repetitions'");
        expect(Checks.BASE + "end { white wins on 0 repetitions }",
                "13:21: a repetition that decides the game needs at least 2 occurrences, not 0; for no repetition"
                        + " rule write 'draw on 0 repetitions'");
    }

    @Test
    void twoRulesForOneRepetition() {
        expect(Checks.BASE + "end { draw on 4 repetitions white loses on 4 repetitions }",
                "13:29: this rule and 'draw on N repetitions' decide the same ending; keep one");
        expect(Checks.BASE + "end { lose on 4 repetitions draw on 3 repetitions }",
                "13:29: this rule and 'lose|win on N repetitions' decide the same ending; keep one");
        expect(Checks.BASE + "end { perpetual check loses perpetual check loses }",
                "13:29: this end rule is given twice");
    }

    @Test
    void perpetualCheckNeedsARepetitionAndSomethingToCheck() {
        expect(Checks.BASE + "end { draw on 0 repetitions perpetual check loses }",
                "13:29: perpetual check is judged when a repetition completes, and 'draw on 0 repetitions' turns"
                        + " repetition off; give the number of repetitions");
        expect(Checks.BASE.replace("piece King K \"K\" royal", "piece King K \"K\"")
                        + "end { lose when no K left perpetual check loses }",
                "13:27: 'perpetual check loses' needs a royal piece: nothing here is ever in check");
    }

    @Test
    void onlyALossIsWrittenForPerpetualCheck() {
        List<String> errors = Checks.errors(Checks.BASE + "end { perpetual check draws }");
        assertEquals(1, errors.size(), errors.toString());
        assertTrue(errors.get(0).startsWith("13:23: "), errors.toString());
    }
}
