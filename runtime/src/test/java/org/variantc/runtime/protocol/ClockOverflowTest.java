package org.variantc.runtime.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.TimeBudget;

/**
 * Issue 19: UCI {@code go movetime}/{@code wtime}/{@code winc} near 9.2e15 overflowed the
 * search's nanosecond deadline into a negative one, and the engine moved at once. Such values
 * are read as {@link Limits#MOST_MILLIS} (a century), so the budget stays long and the
 * deadline in nanoseconds (what {@code Search} compares with) stays positive. XBoard's
 * {@code time}, {@code level} and {@code st} likewise.
 */
class ClockOverflowTest {
    private static final String HUGE = "9200000000000000";
    private static final long AN_HOUR = 3_600_000;

    private static TimeBudget go(String command) {
        return GoCommand.limits(command.split(" "), 0).budget();
    }

    /** Long, and still positive in nanoseconds as {@code Search} counts: the engine thinks rather than moving at once. */
    private static void thinksNormally(TimeBudget budget, String what) {
        assertTrue(budget.limited(), what);
        assertTrue(budget.target() >= AN_HOUR && budget.deadline() >= budget.target(), what + ": " + budget);
        assertTrue(budget.deadline() * 1_000_000L > 0, what + ": the nanosecond deadline overflowed: " + budget);
        assertTrue(budget.startsAnother(60_000, 10_000), what + ": a minute in, another iteration starts");
    }

    @Test
    void uciReproducersGiveALongBudget() {
        assertEquals(Limits.moveTime(Limits.MOST_MILLIS), GoCommand.limits(("go movetime " + HUGE).split(" "), 0));
        thinksNormally(go("go movetime " + HUGE), "movetime");
        thinksNormally(go("go wtime " + HUGE + " btime " + HUGE), "wtime");
        thinksNormally(go("go wtime " + HUGE + " btime " + HUGE + " winc " + HUGE + " binc " + HUGE), "winc");
        TimeBudget incrementOnly = go("go wtime 60000 winc " + HUGE);
        assertEquals(48_000, incrementOnly.deadline(), "a huge increment not yet come: four fifths of the minute left");
        thinksNormally(go("go movetime " + Long.MAX_VALUE), "movetime Long.MAX_VALUE");
        System.out.println("go movetime " + HUGE + " -> " + go("go movetime " + HUGE));
        System.out.println("go wtime " + HUGE + " -> " + go("go wtime " + HUGE));
    }

    @Test
    void xboardReproducersGiveALongBudget() {
        XboardTimeControl tc = new XboardTimeControl();
        tc.level("level 0 153722867280912930 0".split(" ")); // minutes × 60 000 overflows a long
        thinksNormally(tc.limits(0, 0).budget(), "level");
        tc.clock("922000000000000000"); // centiseconds × 10 overflows a long
        thinksNormally(tc.limits(0, 0).budget(), "time");
        tc.level("level 40 5 86400".split(" "));
        tc.clock(HUGE);
        thinksNormally(tc.limits(0, 3).budget(), "time with moves to go");
        tc.secondsPerMove("86400");
        thinksNormally(tc.limits(0, 0).budget(), "st");
    }

    @Test
    void theBudgetItselfClampsWhateverItIsHanded() {
        thinksNormally(TimeBudget.moveTime(Long.MAX_VALUE), "moveTime");
        thinksNormally(TimeBudget.clock(Long.MAX_VALUE, Long.MAX_VALUE, 0), "clock");
        thinksNormally(TimeBudget.clock(Long.MAX_VALUE, 0, 1), "last move before the control");
        assertEquals(TimeBudget.clock(60_000, 1000, 0), TimeBudget.clock(60_000, 1000, 0), "ordinary clocks unchanged");
    }
}
