package org.variantc.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.cli.CommandFailure;

class ResultFileTest {
    private static final String SETTINGS = "variantc lab values variant=Chess nodes=10 seed=1 random-plies=4 max-plies=9";

    @Test
    void aLineCutByAKillIsDroppedAndTheNextResultStartsItsOwn(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("games.csv");
        Files.writeString(csv, "# " + SETTINGS + "\n" + PairResult.HEADER + "\nQ vs C,0,5,1,0.5,40,52\nQ vs C,1,9,0",
                StandardCharsets.UTF_8);
        List<PairResult> kept = new ArrayList<>();
        try (ResultFile file = ResultFile.open(csv, SETTINGS, kept)) {
            file.append(new PairResult("Q vs C", 1, 9, 0, 0.5, 10, 11));
        }
        assertEquals(List.of(new PairResult("Q vs C", 0, 5, 1, 0.5, 40, 52)), kept);
        assertTrue(Files.readString(csv).endsWith("\nQ vs C,0,5,1,0.5,40,52\nQ vs C,1,9,0,0.5,10,11\n"),
                Files.readString(csv));
    }

    @Test
    void anotherRunsFileIsRefusedWithAMessage(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("games.csv");
        Files.writeString(csv, "# " + SETTINGS.replace("nodes=10", "nodes=20") + "\n", StandardCharsets.UTF_8);
        CommandFailure failure = assertThrows(CommandFailure.class, () -> ResultFile.open(csv, SETTINGS, new ArrayList<>()));
        assertTrue(failure.getMessage().contains("another run") && failure.getMessage().contains("nodes=20"),
                failure.getMessage());
    }
}
