package org.variantc.runtime.protocol;

import org.variantc.runtime.search.Limits;

/**
 * UCI's {@code go} read into the limits of one search for the side to move: {@code depth nodes
 * movetime wtime btime winc binc movestogo mate infinite ponder} ({@code searchmoves} and what
 * follows it is ignored). A pure function, so what a GUI's clock means is tested without one.
 */
final class GoCommand {
    private GoCommand() {
    }

    /**
     * @param words the command split at spaces, {@code go} first
     * @param side  the side to move, whose clock counts
     * @throws IllegalArgumentException an unknown parameter or a missing or bad number, in words
     */
    static Limits limits(String[] words, int side) {
        int depth = 0;
        long nodes = 0;
        long moveTime = 0;
        boolean moveTimeGiven = false;
        boolean clockGiven = false;
        long[] time = new long[2];
        long[] inc = new long[2];
        int movesToGo = 0;
        for (int i = 1; i < words.length; i++) {
            String w = words[i];
            switch (w) {
                case "infinite": case "ponder": break;
                case "searchmoves": i = words.length; break;
                case "depth": depth = (int) Math.min(Integer.MAX_VALUE, number(words, ++i, w)); break;
                case "nodes": nodes = number(words, ++i, w); break;
                case "movetime": moveTime = millis(words, ++i, w); moveTimeGiven = true; break;
                case "wtime": time[0] = millis(words, ++i, w); clockGiven = true; break;
                case "btime": time[1] = millis(words, ++i, w); clockGiven = true; break;
                case "winc": inc[0] = millis(words, ++i, w); clockGiven = true; break;
                case "binc": inc[1] = millis(words, ++i, w); clockGiven = true; break;
                case "movestogo": movesToGo = (int) Math.min(Integer.MAX_VALUE, number(words, ++i, w)); break;
                case "mate": depth = (int) (2 * Math.min(50, number(words, ++i, w))); break;
                default: throw new IllegalArgumentException("go: unknown parameter '" + w + "'");
            }
        }
        // A zero movetime, or a clock with nothing on it for us, would read as "no limit" and
        // search until 'stop': a GUI that sends it wants a move at once.
        if (moveTimeGiven && moveTime == 0 || !moveTimeGiven && clockGiven && time[side] == 0 && inc[side] == 0) {
            moveTime = 1;
        }
        return new Limits(depth, nodes, moveTime, time[side], inc[side], movesToGo);
    }

    /** Milliseconds, at most {@link Limits#MOST_MILLIS}: a larger one must not overflow into "move at once". */
    private static long millis(String[] words, int i, String what) {
        return Math.min(Limits.MOST_MILLIS, number(words, i, what));
    }

    /** A count or milliseconds; a negative one (a GUI's overdrawn clock) reads as 0. */
    private static long number(String[] words, int i, String what) {
        if (i >= words.length) {
            throw new IllegalArgumentException("go: '" + what + "' needs a number");
        }
        try {
            return Math.max(0, Long.parseLong(words[i]));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("go: '" + what + "' needs a number, not '" + words[i] + "'");
        }
    }
}
