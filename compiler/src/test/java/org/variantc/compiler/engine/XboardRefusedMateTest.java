package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;

/**
 * The game XBoard 4.9.1 cut short in a fresh-clone CI run of {@code 7e507d67} (Augmented Half
 * Chess, its legality testing on): 38. Hd7, our engine's {@code 1-0 {White mates}}, refused as a
 * false claim because XBoard is told the hhQueen's ride as tame and never sees the check it gives
 * from d7 to d5. Its saved game and the lines of its debug log that matter are kept in
 * {@code src/test/resources/xboard/halfling-mate/}: the harness counts such a game as ended only
 * when our engine, replaying the logged moves, says the same mate.
 */
class XboardRefusedMateTest {
    private static final Path SAVED = Sources.projectRoot().resolve("compiler/src/test/resources/xboard/halfling-mate");

    @Test
    void theRefusedHalflingMateIsOursToo(@TempDir Path dir) throws Exception {
        Path engine = XboardMatchTest.engineScript(dir, Sources.definition("augmented-half-chess.variant"));
        assertTrue(XboardMatchTest.mateXboardCannotSee(Files.readString(SAVED.resolve("game.pgn")), engine, SAVED));
    }

    @Test
    void aClaimOurEngineDoesNotRepeatFails(@TempDir Path dir) throws Exception {
        // the same log without the mating move: the position is no mate, so the claim is not taken
        Path keep = logWithout(dir, line -> line.endsWith("move b7d7"));
        Path engine = XboardMatchTest.engineScript(dir, Sources.definition("augmented-half-chess.variant"));
        String pgn = Files.readString(SAVED.resolve("game.pgn"));
        assertThrows(AssertionError.class, () -> XboardMatchTest.mateXboardCannotSee(pgn, engine, keep));
    }

    @Test
    void aClaimWherePiecesAreToldExactlyIsNotExcused(@TempDir Path dir) throws Exception {
        // without the engine's note that pieces are told wider, XBoard's refusal stands
        Path keep = logWithout(dir, line -> line.contains("told wider"));
        Path engine = XboardMatchTest.engineScript(dir, Sources.definition("augmented-half-chess.variant"));
        assertFalse(XboardMatchTest.mateXboardCannotSee(Files.readString(SAVED.resolve("game.pgn")), engine, keep));
    }

    /** A copy of the saved debug log without the lines {@code dropped} picks, in its own directory under {@code dir}. */
    private static Path logWithout(Path dir, Predicate<String> dropped) throws IOException {
        List<String> log = Files.readAllLines(SAVED.resolve("xboard.debug"), StandardCharsets.ISO_8859_1);
        Path keep = Files.createDirectories(dir.resolve("keep"));
        Files.write(keep.resolve("xboard.debug"), log.stream().filter(dropped.negate()).toList(), StandardCharsets.ISO_8859_1);
        return keep;
    }
}
