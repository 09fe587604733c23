package org.variantc.runtime.protocol;

import org.variantc.runtime.search.Limits;

/**
 * What XBoard has said about time: {@code level MPS BASE INC} (a time control: moves per
 * session or 0, base minutes or min:sec, increment seconds), {@code st SECONDS} (a fixed time
 * per move, which XBoard enforces) and {@code time CENTISECONDS} (the engine's clock now). A
 * plain value, so each move's limits are tested without a clock.
 */
final class XboardTimeControl {
    /** With no time control told at all (a person typing at the engine): this per move. */
    static final long UNTOLD_MOVE_MILLIS = 1000;

    private int movesPerSession;
    private long baseMillis;
    private long incrementMillis;
    private long moveMillis;
    private long clockMillis;
    /** XBoard has told the clock: zero then means "no time left", not "no clock". */
    private boolean clockTold;

    /** {@code new}: the clock back to the control's start; {@code st} is sent again with each game. */
    void newGame() {
        clockMillis = baseMillis;
        clockTold = false;
        moveMillis = 0;
    }

    /** {@code level MPS BASE INC}. @throws NumberFormatException, ArrayIndexOutOfBoundsException on a bad one */
    void level(String[] words) {
        int mps = Integer.parseInt(words[1]);
        String[] base = words[2].split(":");
        long minutes = Long.parseLong(base[0]);
        long seconds = base.length > 1 ? Long.parseLong(base[1]) : 0;
        double increment = Double.parseDouble(words[3]);
        if (mps < 0 || minutes < 0 || seconds < 0 || base.length > 2 || !(increment >= 0) || increment > 86_400) {
            throw new NumberFormatException("level " + String.join(" ", words));
        }
        movesPerSession = mps;
        // at most a century, so minutes near Long.MAX_VALUE cannot overflow into an empty clock
        baseMillis = Math.min(Limits.MOST_MILLIS, Math.min(minutes, Limits.MOST_MILLIS / 60_000) * 60_000
                + Math.min(seconds, Limits.MOST_MILLIS / 1000) * 1000);
        incrementMillis = Math.round(increment * 1000);
        moveMillis = 0;
        clockMillis = baseMillis;
        clockTold = false;
    }

    /** {@code st SECONDS}. */
    void secondsPerMove(String seconds) {
        double s = Double.parseDouble(seconds);
        if (!(s > 0) || s > 86_400) {
            throw new NumberFormatException("st " + seconds);
        }
        moveMillis = Math.round(s * 1000);
    }

    /** {@code time CENTISECONDS}: the engine's clock; a negative one (overdrawn) is empty. */
    void clock(String centiseconds) {
        clockMillis = Math.min(Limits.MOST_MILLIS / 10, Math.max(0, Long.parseLong(centiseconds.trim()))) * 10;
        clockTold = true;
    }

    /**
     * The limits of the engine's next search.
     *
     * @param depth     {@code sd}, or 0
     * @param movesMade the moves the engine's side has made since the game (or setboard) began
     */
    Limits limits(int depth, int movesMade) {
        if (moveMillis > 0) {
            return new Limits(depth, 0, moveMillis, 0, 0, 0);
        }
        if (clockTold || baseMillis > 0 || incrementMillis > 0) {
            if (clockMillis == 0 && incrementMillis == 0) {
                return new Limits(depth, 0, 1, 0, 0, 0); // nothing left: move at once
            }
            int togo = movesPerSession > 0 ? movesPerSession - movesMade % movesPerSession : 0;
            return new Limits(depth, 0, 0, clockMillis, incrementMillis, togo);
        }
        return depth > 0 ? Limits.depth(depth) : Limits.moveTime(UNTOLD_MOVE_MILLIS);
    }
}
