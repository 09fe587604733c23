package org.variantc.lab;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.variantc.compiler.cli.CommandFailure;

/**
 * The CSV the pairs' results are appended to as they finish, one line each, flushed at once: a
 * killed run loses only the pairs in flight, and a run started again with the same settings
 * reads what is there and plays the rest. Its first line records the settings, so results of
 * another run are never mixed in.
 */
final class ResultFile implements AutoCloseable {
    private final Path path;
    private final BufferedWriter writer;

    private ResultFile(Path path, BufferedWriter writer) {
        this.path = path;
        this.writer = writer;
    }

    /**
     * Opens {@code path} to append, after reading the results already in it (a last line cut
     * off by a kill is dropped).
     *
     * @throws CommandFailure when the file was written with other settings
     */
    static ResultFile open(Path path, String settings, List<PairResult> kept) throws IOException {
        String first = "# " + settings;
        if (Files.exists(path)) {
            List<String> lines = readWholeLines(path);
            if (lines.isEmpty() || !lines.get(0).equals(first)) {
                throw new CommandFailure(path + " holds the games of another run ("
                        + (lines.isEmpty() ? "no settings line" : lines.get(0).substring(Math.min(2, lines.get(0).length())))
                        + "); give another -o directory, or delete it to start again");
            }
            for (String line : lines.subList(1, lines.size())) {
                PairResult r = line.startsWith("trial,") ? null : PairResult.parse(line);
                if (r != null) {
                    kept.add(r);
                }
            }
            rewrite(path, lines);
        } else {
            Files.createDirectories(path.toAbsolutePath().getParent());
            Files.writeString(path, first + "\n" + PairResult.HEADER + "\n", StandardCharsets.UTF_8);
        }
        return new ResultFile(path, Files.newBufferedWriter(path, StandardCharsets.UTF_8, StandardOpenOption.APPEND));
    }

    /** The whole lines only: what a kill cut off in the middle of a line is not a result. */
    private static List<String> readWholeLines(Path path) throws IOException {
        String text = Files.readString(path, StandardCharsets.UTF_8);
        int end = text.lastIndexOf('\n');
        List<String> lines = new ArrayList<>();
        if (end >= 0) {
            for (String line : text.substring(0, end).split("\n")) {
                lines.add(line);
            }
        }
        return lines;
    }

    /** Drops a cut-off last line before appending, so the next result starts a line of its own. */
    private static void rewrite(Path path, List<String> lines) throws IOException {
        Files.writeString(path, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
    }

    /** Appends one result and flushes it. */
    synchronized void append(PairResult result) {
        try {
            writer.write(result.csv() + "\n");
            writer.flush();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + path, e);
        }
    }

    @Override
    public synchronized void close() throws IOException {
        writer.close();
    }
}
