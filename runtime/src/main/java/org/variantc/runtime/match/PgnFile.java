package org.variantc.runtime.match;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The PGN file of a match, opened (and emptied) before the first game so an unwritable path is
 * known at once, then appended to and flushed as each game ends: a match stopped at any moment
 * leaves every finished game in it. After {@link #close()} (the end of the match, or the JVM
 * shutting down on SIGINT/SIGTERM) further games are not written, so the file never ends in half
 * a game. A write that fails is kept for {@link #failure()} rather than thrown into the match.
 */
public final class PgnFile implements AutoCloseable {
    private final Path path;
    private final Writer out;
    private boolean closed;
    private IOException failure;
    private int games;

    private PgnFile(Path path, Writer out) {
        this.path = path;
        this.out = out;
    }

    /** Creates or empties {@code path}; fails now if it cannot be written. */
    public static PgnFile create(Path path) throws IOException {
        return new PgnFile(path, Files.newBufferedWriter(path, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE));
    }

    /** Writes one whole game and flushes it; nothing once closed or after a failed write. */
    public synchronized void append(String game) {
        if (closed || failure != null) {
            return;
        }
        try {
            out.write(game);
            out.flush();
            games++;
        } catch (IOException e) {
            failure = e;
        }
    }

    /** Games written so far. */
    public synchronized int games() {
        return games;
    }

    /** The first write that failed, or null. */
    public synchronized IOException failure() {
        return failure;
    }

    public Path path() {
        return path;
    }

    /** Waits for a game being written, then closes; safe to call twice (hook and normal end). */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            out.close();
        } catch (IOException e) {
            if (failure == null) {
                failure = e;
            }
        }
    }
}
