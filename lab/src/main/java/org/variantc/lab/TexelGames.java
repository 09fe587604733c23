package org.variantc.lab;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntConsumer;
import org.apache.spark.api.java.JavaSparkContext;
import org.variantc.compiler.cli.CommandFailure;

/**
 * The positions file of a Texel run, DIR/positions.csv, and the Spark job that fills it: one
 * partition per game pair, each pair's quiet positions appended as it ends and closed by an
 * {@code end,PAIR} line, so a killed run keeps every finished pair and a run with the same
 * settings plays only the pairs missing. The first line holds the settings; a file of other
 * settings is refused.
 */
final class TexelGames {
    private final Path file;
    private final String settings;

    TexelGames(Path file, String settings) {
        this.file = file;
        this.settings = settings;
    }

    /** The positions of {@code pairs} pairs: those on file, the rest played; in pair order. */
    List<TexelSample> positions(String master, TexelPlay play, long seed, int pairs, IntConsumer finished)
            throws IOException {
        List<TexelSample> kept = new ArrayList<>();
        Set<Integer> done = read(kept);
        List<GamePair> missing = new ArrayList<>();
        for (int p = 0; p < pairs; p++) {
            if (!done.contains(p)) {
                missing.add(GamePair.fromStart("texel", p, seed));
            }
        }
        if (!missing.isEmpty()) {
            try (JavaSparkContext spark = SparkGames.context(master, "variantc lab texel");
                 BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                         StandardOpenOption.APPEND)) {
                SparkGames.play(spark, play, missing, (pair, samples) -> {
                    try {
                        for (TexelSample s : samples) {
                            out.write(s.line());
                            out.newLine();
                        }
                        out.write("end," + pair.pair());
                        out.newLine();
                        out.flush();
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                    kept.addAll(samples);
                    done.add(pair.pair());
                    finished.accept(done.size());
                });
            }
        }
        List<TexelSample> out = new ArrayList<>(kept.stream().filter(s -> s.pair() < pairs).toList());
        out.sort(Comparator.comparingInt(TexelSample::pair)); // stable: a pair's positions stay in game order
        return out;
    }

    /** Reads the finished pairs' positions into {@code into}; writes the settings line to a new file. */
    private Set<Integer> read(List<TexelSample> into) throws IOException {
        Set<Integer> done = new HashSet<>();
        if (!Files.exists(file)) {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, settings + System.lineSeparator(), StandardCharsets.UTF_8);
            return done;
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        if (lines.isEmpty() || !lines.get(0).equals(settings)) {
            throw new CommandFailure(file + " was written with other settings (" + (lines.isEmpty() ? "none" : lines.get(0))
                    + "); choose another -o or remove it");
        }
        List<TexelSample> pending = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            if (line.startsWith("end,")) {
                done.add(Integer.parseInt(line.substring(4).trim()));
                into.addAll(pending);
                pending.clear();
            } else if (!line.isBlank()) {
                TexelSample sample = TexelSample.read(line);
                if (!pending.isEmpty() && pending.get(0).pair() != sample.pair()) {
                    pending.clear(); // the rest of a pair cut off mid-write
                }
                pending.add(sample);
            }
        }
        return done; // a pair cut off mid-write (no end line) is played again
    }
}
