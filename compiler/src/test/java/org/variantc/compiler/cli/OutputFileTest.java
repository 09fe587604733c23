package org.variantc.compiler.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.variantc.compiler.check.Sources;

/**
 * Issue 19 and issue 17 (Build 4): {@code html} and {@code compile} never overwrite the input
 * definition, write whole files or none (temporary file, then rename), say what they wrote, and
 * name a failure {@code cannot write X: <the reason>}.
 */
class OutputFileTest {
    private static Path fide(Path dir) throws IOException {
        Path file = dir.resolve("fide.variant");
        Files.copy(Sources.definition("fide.variant"), file);
        return file;
    }

    @Test
    void htmlNeverOverwritesTheInput(@TempDir Path dir) throws IOException {
        Path file = fide(dir);
        String before = Files.readString(file);
        MainTest.Run r = MainTest.run("html", file.toString(), "-o", dir.resolve(".").resolve("fide.variant").toString());
        assertEquals(1, r.status());
        assertTrue(r.err().contains("-o names the input definition " + file + "; it would be overwritten"), r.err());
        assertEquals(before, Files.readString(file));
    }

    @Test
    void htmlSaysWhatItWroteAndLeavesNoTemporaryFile(@TempDir Path dir) throws IOException {
        Path page = dir.resolve("page.html");
        Files.writeString(page, "old");
        MainTest.Run r = MainTest.run("html", fide(dir).toString(), "-o", page.toString());
        assertEquals(0, r.status(), r.err());
        assertEquals("wrote " + page + "\n", r.out());
        assertTrue(Files.readString(page).startsWith("<!DOCTYPE html>"));
        try (var files = Files.list(dir)) {
            assertEquals(2, files.count(), "only the definition and the page");
        }
    }

    @Test
    void aFailedWriteNamesTheReasonAndKeepsTheOldFile(@TempDir Path dir) throws IOException {
        Path blocker = dir.resolve("file");
        Files.writeString(blocker, "a file, not a directory");
        MainTest.Run r = MainTest.run("html", fide(dir).toString(), "-o", blocker.resolve("page.html").toString());
        assertEquals(1, r.status());
        assertTrue(r.err().startsWith("variantc: cannot write " + blocker.resolve("page.html") + ": "), r.err());
        assertEquals("a file, not a directory", Files.readString(blocker));
    }

    @Test
    void compileSaysWhatItWrote(@TempDir Path dir) throws IOException {
        Path out = dir.resolve("gen");
        MainTest.Run r = MainTest.run("compile", fide(dir).toString(), "--target", "java", "-o", out.toString());
        assertEquals(0, r.status(), r.err());
        for (String line : r.out().split("\n")) {
            assertTrue(line.startsWith("wrote " + out), line);
            assertTrue(Files.isRegularFile(Path.of(line.substring("wrote ".length()))), line);
        }
    }

    @Test
    void compileRefusesTheJavaPlatformsPackage(@TempDir Path dir) throws IOException {
        MainTest.Run r = MainTest.run("compile", fide(dir).toString(), "--target", "java", "-o", dir.resolve("gen").toString(),
            "--package", "java.lang", "--jar");
        assertEquals(1, r.status());
        assertEquals("variantc: --package java.lang is the Java platform's own: no class loader may define a class there; "
            + "choose another package\n", r.err());
    }
}
