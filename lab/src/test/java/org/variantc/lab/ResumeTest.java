package org.variantc.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A values job killed with SIGTERM and started again keeps the first run's games and plays only the rest. */
class ResumeTest {
    private static final String[] ARGS = {"values", ValuesJobTest.FIDE.toString(), "--games", "4", "--nodes", "200",
        "--max-plies", "120", "--seed", "3"};

    @Test
    void killedRunContinues(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("games.csv");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString()));
        command.addAll(List.of(System.getProperty("lab.opens").trim().split("\\s+")));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), LabMain.class.getName()));
        command.addAll(List.of(ARGS));
        command.addAll(List.of("--master", "local[1]", "-o", dir.toString()));
        Process first = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(new File(dir.toFile(), "first.log")).start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(300); // a bound, not a timing: the loaded shared machine took over 60 s
        while (results(csv).size() < 2 && first.isAlive() && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        first.destroy(); // SIGTERM
        assertTrue(first.waitFor(30, TimeUnit.SECONDS), "the killed run ended");
        List<String> kept = results(csv);
        assertTrue(kept.size() >= 2 && kept.size() < 16, "killed after some pairs, before all 16: " + kept.size()
                + "\n" + Files.readString(dir.resolve("first.log")));

        List<String> args = new ArrayList<>(List.of(ARGS));
        args.addAll(List.of("--master", "local[2]", "-o", dir.toString()));
        ValuesJobTest.Run second = ValuesJobTest.lab(args.toArray(new String[0]));
        assertEquals(0, second.status(), second.err());
        assertTrue(second.err().contains(kept.size() + " of 16 pairs kept"), second.err());
        List<String> all = results(csv);
        assertEquals(16, all.size(), "eight imbalances (four comparisons at two Pawn counts), two pairs each");
        assertEquals(kept, all.subList(0, kept.size()), "the first run's rows are kept as they were");
    }

    /** The result lines: whole lines after the settings and the header. */
    private static List<String> results(Path csv) throws Exception {
        if (!Files.exists(csv)) {
            return List.of();
        }
        String text = Files.readString(csv, StandardCharsets.UTF_8);
        List<String> lines = new ArrayList<>(text.substring(0, text.lastIndexOf('\n') + 1).lines().toList());
        return lines.size() <= 2 ? List.of() : lines.subList(2, lines.size());
    }
}
