package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.cli.MainAccess;
import org.variantc.runtime.protocol.WholeFile;

/**
 * Issue 19 (Build 4): {@code play}'s {@code save} writes a temporary file and renames it (a failed
 * save keeps the old file, no temporary file is left), and {@code load /dev/zero} or any huge file
 * is refused with the cap named instead of an OutOfMemoryError.
 */
class PlaySaveLoadFilesTest {
    private static String play(String... lines) {
        return MainAccess.run(String.join("\n", lines) + "\nquit\n", "play",
                Sources.definition("fide.variant").toString(), "--depth=1");
    }

    @Test
    void loadDevZeroIsRefusedWithTheCap() {
        long before = usedMegabytes();
        String out = play("load /dev/zero", "force", "e4");
        assertTrue(out.contains("Cannot read /dev/zero: the file is larger than 1024 KiB, the most it may have"), out);
        assertTrue(out.contains("Moves: 1. e4"), "the game goes on after the refusal: " + out);
        System.out.printf("load /dev/zero refused; heap used before %d MB, after %d MB%n", before, usedMegabytes());
    }

    @Test
    void aHugeFileIsRefusedAndOneJustUnderTheCapIsRead(@TempDir Path dir) throws IOException {
        Path huge = dir.resolve("huge.pgn");
        Files.writeString(huge, " ".repeat(1024 * 1024 + 1));
        String out = play("load " + huge);
        assertTrue(out.contains("Cannot read " + huge + ": the file is larger than 1024 KiB"), out);
        Path fen = dir.resolve("padded.fen");
        Files.writeString(fen, "4k3/8/8/8/8/8/8/4K2R w K - 0 1" + " ".repeat(1024 * 1024 - 40));
        assertTrue(Files.size(fen) <= 1024 * 1024);
        assertEquals(Files.readString(fen), WholeFile.read(fen, 1024 * 1024));
        String loaded = play("load " + fen, "force", "O-O");
        assertFalse(loaded.contains("Cannot read"), loaded);
        assertTrue(loaded.contains("O-O"), loaded);
    }

    @Test
    void saveReplacesTheFileWholeAndLeavesNoTemporaryFile(@TempDir Path dir) throws IOException {
        Path fen = dir.resolve("game.fen");
        Files.writeString(fen, "old");
        String out = play("force", "e4", "save " + fen);
        assertTrue(out.contains("Saved to " + fen), out);
        assertEquals("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1\n", Files.readString(fen));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(1, files.count(), "only the saved file");
        }
    }

    /** The rename fails (the target is a non-empty directory; as root a read-only directory would not stop us). */
    @Test
    void aFailedSaveKeepsWhatWasThereAndLeavesNoTemporaryFile(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("game.fen");
        Files.createDirectory(target);
        Files.writeString(target.resolve("keep"), "old");
        String out = play("force", "e4", "save " + target);
        assertTrue(out.contains("Cannot save to " + target + ": "), out);
        assertEquals("old", Files.readString(target.resolve("keep")), "what was there is untouched");
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(1, files.count(), "no temporary file is left beside it");
        }
    }

    private static long usedMegabytes() {
        Runtime r = Runtime.getRuntime();
        return (r.totalMemory() - r.freeMemory()) >> 20;
    }
}
