package org.variantc.compiler.javagen;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.variantc.runtime.rules.VariantRules;

/**
 * Generated engines compiled once and kept as jars, one per variant and variantc build, named
 * by the rules' {@link Fingerprint} and the {@link GeneratorStamp}. A jar is written under a
 * temporary name and renamed into place, so a run beside the one that builds it sees either no
 * jar or a whole one.
 */
public record EngineCache(Path directory) {
    /** The package every cached engine is generated in; each is loaded by a class loader of its own. */
    public static final String PACKAGE = PackageName.PARENT + ".session";
    private static final String SUFFIX = ".jar";

    /** One cached engine. */
    public record Entry(Path jar, long bytes, FileTime modified) {
    }

    /** The jar of {@code rules}' engine, compiled now if this build never compiled it here. */
    public Path jar(VariantRules rules) throws EngineJar.BuildFailure, IOException {
        return jar(rules, Fingerprint.of(rules));
    }

    /** As {@link #jar(VariantRules)}, with {@code rules}' fingerprint, which the caller computed once. */
    public Path jar(VariantRules rules, String fingerprint) throws EngineJar.BuildFailure, IOException {
        Path jar = directory.resolve(fingerprint.substring(0, 32) + "-" + GeneratorStamp.current() + SUFFIX);
        if (Files.isRegularFile(jar)) {
            return jar;
        }
        Files.createDirectories(directory);
        Path part = Files.createTempFile(directory, "building-", ".part");
        try {
            EngineJar.build(JavaBackend.generate(rules, PACKAGE), PACKAGE, part);
            moveIntoPlace(part, jar);
        } finally {
            Files.deleteIfExists(part);
        }
        return jar;
    }

    private static void moveIntoPlace(Path part, Path jar) throws IOException {
        try {
            Files.move(part, jar, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            throw new IOException("the file system of " + jar.getParent() + " cannot rename atomically", e);
        }
    }

    /** The cached engines, newest first; none when the directory does not exist. */
    public List<Entry> entries() throws IOException {
        List<Entry> entries = new ArrayList<>();
        if (!Files.isDirectory(directory)) {
            return entries;
        }
        try (DirectoryStream<Path> jars = Files.newDirectoryStream(directory, "*" + SUFFIX)) {
            for (Path jar : jars) {
                entries.add(new Entry(jar, Files.size(jar), Files.getLastModifiedTime(jar)));
            }
        }
        entries.sort(Comparator.comparing(Entry::modified).reversed());
        return entries;
    }

    /**
     * Deletes every cached engine, and what runs that died left half-written an hour ago or more
     * (a younger one may be a run building it now); returns how many jars went.
     */
    public int clear() throws IOException {
        int removed = 0;
        if (!Files.isDirectory(directory)) {
            return removed;
        }
        FileTime stale = FileTime.from(Instant.now().minus(Duration.ofHours(1)));
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, "{*" + SUFFIX + ",building-*.part}")) {
            for (Path file : files) {
                boolean jar = file.toString().endsWith(SUFFIX);
                if ((jar || Files.getLastModifiedTime(file).compareTo(stale) < 0) && Files.deleteIfExists(file) && jar) {
                    removed++;
                }
            }
        }
        return removed;
    }
}
