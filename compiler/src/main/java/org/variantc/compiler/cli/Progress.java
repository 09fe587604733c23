package org.variantc.compiler.cli;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.function.LongSupplier;
import picocli.CommandLine.Option;

/**
 * {@code --progress auto|always|never}: how far a long {@code perft} or {@code bench} run has
 * come, on standard error so the figures on standard output stay clean. By default a run says
 * nothing until it has taken two seconds, so quick runs and scripts see no extra lines.
 */
final class Progress {
    /** When progress lines are written. */
    enum When { auto, always, never }

    /** How long a run goes quietly before {@code auto} starts reporting. */
    static final long QUIET_NANOS = 2_000_000_000L;

    @Option(names = "--progress", paramLabel = "WHEN", defaultValue = "auto",
            description = "progress on standard error: auto (once a run has taken 2 s), always or never;"
                    + " default: ${DEFAULT-VALUE}")
    private When when = When.auto;

    private final LongSupplier clock;
    private long start;
    private PrintWriter err;

    /** As picocli makes it: {@code --progress} sets when, the clock is the system's. */
    Progress() {
        this(When.auto, System::nanoTime);
    }

    /** With a clock of the caller's, so when {@code auto} speaks can be shown without waiting. */
    Progress(When when, LongSupplier clock) {
        this.when = when;
        this.clock = clock;
    }

    /** Starts timing the run whose progress goes to {@code err}. */
    void start(PrintWriter err) {
        this.err = err;
        this.start = clock.getAsLong();
    }

    /** Whether a line would be written now: the caller may skip work done only to report. */
    boolean showing() {
        return switch (when) {
            case always -> true;
            case never -> false;
            case auto -> clock.getAsLong() - start >= QUIET_NANOS;
        };
    }

    /** One line of progress, with the time the run has taken, if it is to be shown. */
    void report(String what) {
        if (showing()) {
            double seconds = (clock.getAsLong() - start) / 1e9;
            err.println(String.format(Locale.ROOT, "%s (%.1f s)", what, seconds));
            err.flush();
        }
    }
}
