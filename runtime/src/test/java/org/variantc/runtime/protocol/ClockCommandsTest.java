package org.variantc.runtime.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.TimeBudget;

/**
 * What UCI's {@code go} and XBoard's {@code level st time} mean for the next search, read as
 * pure functions of the commands: the two front ends give the same limits for the same clock.
 */
class ClockCommandsTest {
    private static Limits go(String command, int side) {
        return GoCommand.limits(command.split(" "), side);
    }

    @Test
    void uciTakesTheMoversClock() {
        String go = "go wtime 60000 btime 30000 winc 1000 binc 500 movestogo 12";
        assertEquals(new Limits(0, 0, 0, 60_000, 1000, 12), go(go, 0));
        assertEquals(new Limits(0, 0, 0, 30_000, 500, 12), go(go, 1));
        assertEquals(Limits.moveTime(500), go("go movetime 500", 0));
        assertEquals(new Limits(6, 20_000, 0, 0, 0, 0), go("go depth 6 nodes 20000", 1));
        assertEquals(Limits.depth(6), go("go mate 3", 0));
        assertEquals(Limits.INFINITE, go("go infinite", 0));
        assertEquals(Limits.INFINITE, go("go", 0));
    }

    @Test
    void uciEmptyClocksMeanMoveAtOnce() {
        assertEquals(Limits.moveTime(1), go("go movetime 0", 0));
        assertEquals(Limits.moveTime(1), go("go wtime 0 btime 5000", 0));
        assertEquals(Limits.moveTime(1), go("go wtime -20 btime 5000", 0), "an overdrawn clock is empty");
        assertEquals(Limits.moveTime(1), go("go wtime 5000", 1), "a clock told for the other side only");
        assertEquals(new Limits(0, 0, 0, 0, 2000, 0), go("go wtime 0 btime 0 winc 2000 binc 2000", 0));
        assertEquals(TimeBudget.clock(0, 2000, 0), go("go wtime 0 btime 0 winc 2000 binc 2000", 0).budget());
    }

    @Test
    void uciNonsenseIsRefusedInWords() {
        assertEquals("go: 'depth' needs a number, not 'banana'",
                assertThrows(IllegalArgumentException.class, () -> go("go depth banana", 0)).getMessage());
        assertEquals("go: 'wtime' needs a number",
                assertThrows(IllegalArgumentException.class, () -> go("go wtime", 0)).getMessage());
        assertEquals("go: unknown parameter 'sideways'",
                assertThrows(IllegalArgumentException.class, () -> go("go sideways", 0)).getMessage());
    }

    @Test
    void xboardLevelAndTimeGiveTheSameClockAsUci() {
        XboardTimeControl tc = new XboardTimeControl();
        tc.level("level 40 5 0".split(" "));
        assertEquals(new Limits(0, 0, 0, 300_000, 0, 40), tc.limits(0, 0), "before 'time': the control's base");
        tc.clock("12345");
        assertEquals(go("go wtime 123450 btime 1 movestogo 38", 0), tc.limits(0, 2));
        assertEquals(new Limits(0, 0, 0, 123_450, 0, 1), tc.limits(0, 39), "the last move of the session");
        assertEquals(new Limits(0, 0, 0, 123_450, 0, 40), tc.limits(0, 40), "a new session");
        tc.level("level 0 2:30 1.5".split(" "));
        assertEquals(new Limits(0, 0, 0, 150_000, 1500, 0), tc.limits(0, 7), "sudden death, min:sec, a fractional increment");
        tc.clock("0");
        assertEquals(new Limits(0, 0, 0, 0, 1500, 0), tc.limits(0, 7), "an empty clock still gets the increment after the move");
        tc.level("level 0 1 0".split(" "));
        tc.clock("-30");
        assertEquals(Limits.moveTime(1), tc.limits(0, 3), "nothing left and no increment: move at once, as UCI does");
    }

    @Test
    void xboardFixedTimeAndDepth() {
        XboardTimeControl tc = new XboardTimeControl();
        assertEquals(Limits.depth(4), tc.limits(4, 0), "sd alone");
        assertEquals(Limits.moveTime(XboardTimeControl.UNTOLD_MOVE_MILLIS), tc.limits(0, 0), "nothing told at all");
        tc.level("level 40 5 0".split(" "));
        tc.secondsPerMove("2");
        assertEquals(new Limits(3, 0, 2000, 0, 0, 0), tc.limits(3, 10), "st wins over the clock, sd still holds");
        assertEquals(go("go movetime 2000", 0).budget(), tc.limits(0, 10).budget());
        tc.newGame();
        assertEquals(new Limits(0, 0, 0, 300_000, 0, 40), tc.limits(0, 0), "new: st is sent again, the clock starts over");
    }

    @Test
    void xboardNonsenseIsABadNumber() {
        XboardTimeControl tc = new XboardTimeControl();
        assertThrows(NumberFormatException.class, () -> tc.level("level 40 x 0".split(" ")));
        assertThrows(NumberFormatException.class, () -> tc.level("level -1 5 0".split(" ")));
        assertThrows(NumberFormatException.class, () -> tc.level("level 40 5 NaN".split(" ")));
        assertThrows(ArrayIndexOutOfBoundsException.class, () -> tc.level("level 40".split(" ")));
        assertThrows(NumberFormatException.class, () -> tc.secondsPerMove("0"));
        assertThrows(NumberFormatException.class, () -> tc.clock("soon"));
        assertEquals(Limits.moveTime(XboardTimeControl.UNTOLD_MOVE_MILLIS), tc.limits(0, 0), "a refused level changes nothing");
    }
}
