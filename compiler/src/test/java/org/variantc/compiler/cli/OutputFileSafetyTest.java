package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;
import org.variantc.runtime.notation.Pgn;

/**
 * Issue 32: no output file of ours is ever a file the run reads, nor replaces what it cannot
 * restore. {@code -o} writes a FIFO or character device as a stream (never replacing it),
 * {@code -o -} to standard output, refuses a symbolic link, writes a new page with the user's
 * umask and keeps a replaced page's permissions; {@code html -o} refuses a base of the
 * definition's {@code extends} chain, {@code play}'s {@code save} the definition being played,
 * {@code match --pgn} the definition; the PGN is appended to, never emptied, and a write failure
 * stops the match with a message saying how many games were written; {@code compile -o} writes its
 * package all or none.
 */
class OutputFileSafetyTest {
    private static Path fide(Path dir) throws IOException {
        Path file = dir.resolve("fide.variant");
        Files.copy(Sources.definition("fide.variant"), file);
        return file;
    }

    private static int fileType(Path file) throws IOException {
        return (Integer) Files.getAttribute(file, "unix:mode", LinkOption.NOFOLLOW_LINKS) & 0170000;
    }

    private static void run(String... command) throws Exception {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS), String.join(" ", command));
        Assumptions.assumeTrue(p.exitValue() == 0, "skipped: " + String.join(" ", command) + " failed: " + out);
    }

    @Test
    void aFifoIsWrittenAsAStreamAndStaysAFifo(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("page.fifo");
        run("mkfifo", fifo.toString());
        CompletableFuture<String> reader = CompletableFuture.supplyAsync(() -> {
            try {
                return Files.readString(fifo);
            } catch (IOException e) {
                return "cannot read: " + e;
            }
        });
        MainTest.Run r = MainTest.run("html", fide(dir).toString(), "-o", fifo.toString());
        assertEquals(0, r.status(), r.err());
        assertTrue(reader.get(60, TimeUnit.SECONDS).startsWith("<!DOCTYPE html>"));
        assertEquals(0010000, fileType(fifo), "still a FIFO");
    }

    @Test
    void aCharacterDeviceIsWrittenToNotReplaced(@TempDir Path dir) throws Exception {
        Path device = dir.resolve("null");
        run("mknod", device.toString(), "c", "1", "3"); // as /dev/null, in a place of the test's own
        MainTest.Run r = MainTest.run("html", fide(dir).toString(), "-o", device.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals(0020000, fileType(device), "still a character device");
    }

    @Test
    void dashIsStandardOutput(@TempDir Path dir) throws IOException {
        MainTest.Run r = MainTest.run("html", fide(dir).toString(), "-o", "-");
        assertEquals(0, r.status(), r.err());
        assertTrue(r.out().startsWith("<!DOCTYPE html>"), r.out());
        assertEquals(List.of("fide.variant"), names(dir), "no file named '-'");
    }

    @Test
    void aSymbolicLinkIsRefusedAndNeitherItNorItsFileChange(@TempDir Path dir) throws IOException {
        Path target = dir.resolve("elsewhere.html");
        Files.writeString(target, "keep me");
        Path link = Files.createSymbolicLink(dir.resolve("page.html"), target);
        MainTest.Run r = MainTest.run("html", fide(dir).toString(), "-o", link.toString());
        assertEquals(1, r.status());
        assertEquals("variantc: cannot write " + link + ": it is a symbolic link; name the file it points to\n", r.err());
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("keep me", Files.readString(target));
    }

    @Test
    void aNewPageHasTheUmasksPermissionsAndAReplacedOneKeepsItsOwn(@TempDir Path dir) throws IOException {
        Set<PosixFilePermission> umasked = Files.getPosixFilePermissions(Files.createFile(dir.resolve("any new file")));
        Path page = dir.resolve("page.html");
        assertEquals(0, MainTest.run("html", fide(dir).toString(), "-o", page.toString()).status());
        assertEquals(umasked, Files.getPosixFilePermissions(page), "as any new file, not 0600");
        Files.setPosixFilePermissions(page, PosixFilePermissions.fromString("rw-r-----"));
        assertEquals(0, MainTest.run("html", dir.resolve("fide.variant").toString(), "-o", page.toString()).status());
        assertEquals(PosixFilePermissions.fromString("rw-r-----"), Files.getPosixFilePermissions(page));
    }

    @Test
    void htmlRefusesABaseOfTheExtendsChain(@TempDir Path dir) throws IOException {
        Path base = fide(dir);
        Path child = dir.resolve("child.variant");
        Files.writeString(child, "variant \"Child\"\nextends \"fide.variant\"\n");
        String before = Files.readString(base);
        MainTest.Run r = MainTest.run("html", child.toString(), "-o", base.toString());
        assertEquals(1, r.status(), r.out());
        assertTrue(r.err().contains("-o names " + base + ", a base the definition extends; it would be overwritten"), r.err());
        assertEquals(before, Files.readString(base));
    }

    @Test
    void saveRefusesTheDefinitionBeingPlayed(@TempDir Path dir) throws IOException {
        Path definition = fide(dir);
        String before = Files.readString(definition);
        String out = MainAccess.run("force\ne4\nsave " + definition + "\nquit\n", "play", definition.toString(), "--depth=1");
        assertTrue(out.contains("Cannot save to " + definition + ": it is " + definition + ", the definition being played"), out);
        assertEquals(before, Files.readString(definition));
    }

    @Test
    void matchAppendsToItsPgnAndRefusesTheDefinition(@TempDir Path dir) throws IOException {
        Path definition = fide(dir);
        Path pgn = dir.resolve("games.pgn");
        for (int match = 0; match < 2; match++) {
            MainTest.Run r = MainTest.run("match", definition.toString(), "--first", "self:depth=1", "--second",
                    "self:depth=1", "--games", "2", "--threads", "1", "--max-plies", "20", "--pgn", pgn.toString());
            assertEquals(0, r.status(), r.err());
        }
        assertEquals(4, Pgn.read(Files.readString(pgn)).size(), "the first match's games are kept");
        String before = Files.readString(definition);
        MainTest.Run r = MainTest.run("match", definition.toString(), "--games", "2", "--pgn", definition.toString());
        assertEquals(1, r.status());
        assertTrue(r.err().contains("--pgn names the input definition " + definition + "; it would be overwritten"), r.err());
        assertEquals(before, Files.readString(definition));
    }

    @Test
    void aFailedPgnWriteStopsTheMatch() {
        Assumptions.assumeTrue(Files.exists(Path.of("/dev/full")), "skipped: no /dev/full");
        MainTest.Run r = MainTest.run("match", Sources.definition("fide.variant").toString(), "--first", "self:depth=1",
                "--second", "self:depth=1", "--games", "40", "--threads", "1", "--max-plies", "20", "--pgn", "/dev/full");
        assertEquals(1, r.status(), r.out());
        assertTrue(r.err().startsWith("variantc: cannot write /dev/full: "), r.err());
        assertTrue(r.err().contains("(0 of 1 games written; the match stopped there)"), r.err());
    }

    /** The last file of the package cannot be written: every other keeps its old text, and no temporary file is left. */
    @Test
    void aFailedCompileLeavesTheOldPackageWhole(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("gen");
        MainTest.Run first = MainTest.run("compile", fide(dir).toString(), "--target", "java", "-o", out.toString());
        assertEquals(0, first.status(), first.err());
        List<Path> files = first.out().lines().map(l -> Path.of(l.substring("wrote ".length()))).toList();
        assertTrue(files.size() > 2, first.out());
        for (Path file : files) {
            Files.writeString(file, "old");
        }
        Path last = files.get(files.size() - 1);
        Files.delete(last);
        Files.createDirectory(last);
        MainTest.Run again = MainTest.run("compile", dir.resolve("fide.variant").toString(), "--target", "java", "-o", out.toString());
        assertEquals(1, again.status(), again.out());
        assertEquals("variantc: cannot write " + last + ": it is a directory\n", again.err());
        assertEquals("", again.out(), "nothing written");
        for (Path file : files.subList(0, files.size() - 1)) {
            assertEquals("old", Files.readString(file), file + " is as it was");
        }
        try (var all = Files.walk(out)) {
            assertEquals(List.of(), all.filter(p -> p.getFileName().toString().endsWith(".tmp")).toList());
        }
    }

    private static List<String> names(Path dir) throws IOException {
        try (var files = Files.list(dir)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}
