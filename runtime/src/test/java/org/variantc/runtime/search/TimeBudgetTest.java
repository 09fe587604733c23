package org.variantc.runtime.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/** How a clock or a fixed time is shared out, as a function of the clock alone: no timing here. */
class TimeBudgetTest {
    @Test
    void aFixedMoveTimeIsUsedToTheReserve() {
        assertEquals(new TimeBudget(450, 450, true), TimeBudget.moveTime(500));
        assertEquals(new TimeBudget(4950, 4950, true), TimeBudget.moveTime(5000));
        assertEquals(new TimeBudget(75, 75, true), TimeBudget.moveTime(100), "a quarter of a short time is kept back");
        assertEquals(new TimeBudget(1, 1, true), TimeBudget.moveTime(1));
    }

    @Test
    void aFixedTimeStopsBetweenIterationsOnlyWhenTheNextCannotFinish() {
        TimeBudget fixed = TimeBudget.moveTime(500);
        assertTrue(fixed.startsAnother(180, 120), "270 ms left: the 180 ms stop of the old rule is gone");
        assertTrue(fixed.startsAnother(300, 150), "150 ms left, the last took 150: it may finish");
        assertFalse(fixed.startsAnother(300, 151), "the next takes longer than what is left");
        assertFalse(fixed.startsAnother(450, 0), "the deadline is reached");
    }

    @Test
    void suddenDeathTakesAThirtiethAndMostOfTheIncrement() {
        TimeBudget b = TimeBudget.clock(60_000, 0, 0);
        assertEquals(2000, b.target());
        assertEquals(8000, b.deadline(), "a hard move may take four shares");
        TimeBudget inc = TimeBudget.clock(60_000, 1000, 0);
        assertEquals(2750, inc.target());
        assertFalse(inc.fixed());
    }

    @Test
    void movesToGoShareTheClock() {
        assertEquals(6000, TimeBudget.clock(60_000, 0, 10).target());
        assertEquals(60_000 / 50, TimeBudget.clock(60_000, 0, 400).target(), "a far control is read as 50 moves");
        TimeBudget last = TimeBudget.clock(10_000, 0, 1);
        assertEquals(new TimeBudget(8000, 8000, false), last, "the last move before the control may use four fifths");
        assertEquals(new TimeBudget(150, 150, false), TimeBudget.clock(200, 0, 1), "but never the reserve");
        assertEquals(9950 / 2, TimeBudget.clock(10_000, 0, 2).deadline(), "two to go: half each at most");
    }

    @Test
    void anIncrementBeyondTheClockIsNotSpentBeforeItComes() {
        TimeBudget b = TimeBudget.clock(100, 2000, 0);
        assertEquals(75, b.deadline(), "100 ms on the clock, less the reserve, whatever the increment");
        assertEquals(75, b.target());
        assertEquals(240, TimeBudget.clock(300, 2000, 0).deadline(), "four fifths of a short clock at most");
    }

    @Test
    void anEmptyClockAllowsAMillisecond() {
        assertEquals(new TimeBudget(1, 1, false), TimeBudget.clock(0, 0, 0));
        assertEquals(new TimeBudget(1, 1, false), TimeBudget.clock(0, 5000, 0), "the increment comes after the move");
    }

    @Test
    void onAClockNoIterationStartsPastHalfTheTarget() {
        TimeBudget b = TimeBudget.clock(60_000, 0, 0);
        assertTrue(b.startsAnother(1000, 400));
        assertFalse(b.startsAnother(1001, 400));
        assertTrue(TimeBudget.NONE.startsAnother(1_000_000, 1_000_000), "no time limit: deepen until stopped");
    }

    @Test
    void limitsChooseTheirBudget() {
        assertEquals(TimeBudget.NONE, Limits.INFINITE.budget());
        assertEquals(TimeBudget.NONE, Limits.depth(5).budget());
        assertEquals(TimeBudget.moveTime(300), new Limits(0, 0, 300, 60_000, 0, 0).budget(), "a fixed time wins over the clock");
        assertEquals(TimeBudget.clock(60_000, 100, 20), Limits.clock(60_000, 100, 20).budget());
    }

    /** Whatever the clock says, the search never plans past it, and the aim is within the limit. */
    @Property
    void neverPastTheClockLessTheReserve(@ForAll @LongRange(min = 0, max = 10_000_000) long time,
                                         @ForAll @LongRange(min = 0, max = 100_000) long increment,
                                         @ForAll @IntRange(min = 0, max = 1000) int movesToGo) {
        TimeBudget b = TimeBudget.clock(time, increment, movesToGo);
        long reserve = Math.min(TimeBudget.RESERVE, time / 4);
        assertTrue(b.deadline() <= Math.max(1, time - reserve), b::toString);
        assertTrue(b.deadline() <= Math.max(1, time * 4 / 5), b::toString);
        assertTrue(1 <= b.target() && b.target() <= b.deadline(), b::toString);
        if (movesToGo != 1) {
            assertTrue(b.deadline() <= Math.max(1, time / 2 + increment), "one move never takes half the clock: " + b);
        }
    }

    /** More time on the clock never means a smaller share. */
    @Property
    void moreTimeNeverLess(@ForAll @LongRange(min = 0, max = 10_000_000) long time,
                           @ForAll @LongRange(min = 0, max = 10_000) long more,
                           @ForAll @LongRange(min = 0, max = 100_000) long increment,
                           @ForAll @IntRange(min = 0, max = 100) int movesToGo) {
        TimeBudget less = TimeBudget.clock(time, increment, movesToGo);
        TimeBudget moreTime = TimeBudget.clock(time + more, increment, movesToGo);
        assertTrue(moreTime.target() >= less.target() && moreTime.deadline() >= less.deadline(), less + " " + moreTime);
    }
}
