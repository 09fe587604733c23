package org.variantc.runtime.match;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * The PGN file of a match, opened before the first game so an unwritable path is known at once,
 * then appended to as each game ends, never emptied: the games already in it stay, and two
 * matches sharing it each add theirs, a whole game at a time. A match stopped at any moment
 * leaves every finished game in it. After {@link #close()} (the end of the match, or the JVM
 * shutting down on SIGINT/SIGTERM) further games are not written. A write that fails is cut back
 * to the last whole game and kept for {@link #failure()} rather than thrown into the match,
 * which should then stop.
 */
public final class PgnFile implements AutoCloseable {
    private final Path path;
    private final FileChannel out;
    private boolean closed;
    private IOException failure;
    private int games;

    private PgnFile(Path path, FileChannel out) {
        this.path = path;
        this.out = out;
    }

    /** Opens {@code path} to append to, created if absent; fails now if it cannot be written. */
    public static PgnFile create(Path path) throws IOException {
        return new PgnFile(path, FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.APPEND,
                StandardOpenOption.WRITE));
    }

    /**
     * Writes one whole game and forces it to the disk; nothing once closed or after a failed
     * write, whose part of a game is cut off again.
     */
    public synchronized void append(String game) {
        if (closed || failure != null) {
            return;
        }
        long before = -1;
        try {
            before = out.size();
            ByteBuffer bytes = ByteBuffer.wrap(game.getBytes(StandardCharsets.UTF_8));
            while (bytes.hasRemaining()) {
                out.write(bytes);
            }
            out.force(false);
            games++;
        } catch (IOException e) {
            failure = e;
            cutBack(before);
        }
    }

    /** Cuts off what a failed write left of its game (nothing to cut where the size was unknown). */
    private void cutBack(long size) {
        try {
            if (size >= 0 && out.size() > size) {
                out.truncate(size);
            }
        } catch (IOException e) {
            // the write failed already; that is the failure to report
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
