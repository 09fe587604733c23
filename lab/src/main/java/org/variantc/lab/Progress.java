package org.variantc.lab;

import java.io.PrintWriter;
import java.util.Locale;

/**
 * The progress line: games done, the measured sides' score so far, and the time left at the
 * pace of this run (kept games came free, so they do not set the pace).
 */
final class Progress {
    private final int total;
    private final int keptGames;
    private final PrintWriter err;
    private final long started = System.nanoTime();
    private int games;
    private double points;

    Progress(int total, int keptGames, PrintWriter err) {
        this.total = total;
        this.keptGames = keptGames;
        this.err = err;
        this.games = keptGames;
    }

    void kept(PairResult r) {
        points += r.points();
    }

    void finished(PairResult r) {
        games += 2;
        points += r.points();
        double seconds = (System.nanoTime() - started) / 1e9;
        double left = seconds / (games - keptGames) * (total - games);
        err.print(String.format(Locale.ROOT, "\rgames %d/%d  score %.1f%%  elapsed %s  left ~%s   ", games, total,
                100 * points / games, clock(seconds), clock(left)));
        err.flush();
    }

    void end() {
        err.println();
        err.flush();
    }

    static String clock(double seconds) {
        long s = Math.round(seconds);
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
