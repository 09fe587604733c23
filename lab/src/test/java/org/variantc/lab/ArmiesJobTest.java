package org.variantc.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.variantc.compiler.cli.Invocation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A small armies job: a sample of two Augmented Chess armies against the reference, and the refusals. */
class ArmiesJobTest {
    private static final String AUGMENTED = "../definitions/augmented-chess.variant";

    @Test
    void sampleAgainstTheReference(@TempDir Path dir) throws Exception {
        ValuesJobTest.Run run = ValuesJobTest.lab("armies", AUGMENTED, "--sample", "2", "--games", "2", "--nodes", "150",
                "--max-plies", "60", "--seed", "5", "--master", "local[2]", "-o", dir.toString());
        assertEquals(0, run.status(), run.err());
        List<String> rows = run.out().lines().filter(l -> l.matches(" *\\d+ [A-Z-]+ .*")).toList();
        assertEquals(3, rows.size(), "the reference and two armies: " + run.out());
        assertTrue(run.out().lines().anyMatch(l -> l.matches(" *1 \\S+ +4 .* \\+0 +\\[\\+0, \\+0\\].*")),
                "army 1, the reference, at 0 after its four games: " + run.out());
        assertEquals(2 + 2, Files.readAllLines(dir.resolve("games.csv"), StandardCharsets.UTF_8).size());
        assertTrue(Files.readString(dir.resolve("report.html")).contains("<table class=\"sortable\" id=\"armies\">"));
    }

    /** Every army against every other: a sample of two and the reference make three pairings, each played. */
    @Test
    void roundRobinPlaysEveryPairing(@TempDir Path dir) throws Exception {
        ValuesJobTest.Run run = ValuesJobTest.lab("armies", AUGMENTED, "--sample", "2", "--schedule", "roundrobin",
                "--games", "2", "--nodes", "100", "--max-plies", "40", "--seed", "5", "--master", "local[2]",
                "-o", dir.toString());
        assertEquals(0, run.status(), run.err());
        List<String> trials = Files.readAllLines(dir.resolve("games.csv"), StandardCharsets.UTF_8).stream()
                .skip(2).map(l -> l.substring(0, l.indexOf(','))).sorted().toList();
        List<String> armies = run.out().lines().filter(l -> l.matches(" *\\d+ [A-Z-]+ .*"))
                .map(l -> l.trim().split(" +")[1]).toList();
        assertEquals(3, armies.size(), run.out());
        assertEquals(3, trials.size(), "three pairings, one pair each: " + trials);
        for (String a : armies) {
            for (String b : armies) {
                if (!a.equals(b)) {
                    assertTrue(trials.contains(a + " vs " + b) || trials.contains(b + " vs " + a), a + " and " + b
                            + " never met: " + trials);
                }
            }
        }
        assertTrue(run.out().lines().filter(l -> l.matches(" *\\d+ [A-Z-]+ .*")).allMatch(l -> l.matches(" *\\d+ \\S+ +4 .*")),
                "each army two pairings, four games: " + run.out());
    }

    @Test
    void anArmyGamesValuesNeedAnArmy(@TempDir Path dir) {
        ValuesJobTest.Run run = ValuesJobTest.lab("values", AUGMENTED, "-o", dir.toString());
        assertEquals(Invocation.BAD_INPUT, run.status());
        assertTrue(run.err().contains("is an army game: give --army ARMY"), run.err());
        run = ValuesJobTest.lab("values", ValuesJobTest.FIDE.toString(), "--army", "1", "-o", dir.toString());
        assertEquals(Invocation.BAD_INPUT, run.status());
        assertTrue(run.err().contains("has no army selection"), run.err());
    }

    @Test
    void aVariantWithoutArmiesIsToldSo(@TempDir Path dir) {
        ValuesJobTest.Run run = ValuesJobTest.lab("armies", ValuesJobTest.FIDE.toString(), "-o", dir.toString());
        assertEquals(Invocation.BAD_INPUT, run.status());
        assertTrue(run.err().contains("has no army selection"), run.err());
    }

    @Test
    void anotherRunsResultsAreNotMixedIn(@TempDir Path dir) throws Exception {
        Files.writeString(dir.resolve("games.csv"), "# variantc lab values variant=Chess nodes=1 seed=1\n");
        ValuesJobTest.Run run = ValuesJobTest.lab("values", ValuesJobTest.FIDE.toString(), "-o", dir.toString());
        assertEquals(Invocation.BAD_INPUT, run.status());
        assertTrue(run.err().contains("holds the games of another run"), run.err());
    }
}
