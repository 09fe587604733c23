package org.variantc.compiler.javagen;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import org.variantc.compiler.check.DefinitionText;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.runtime.rules.TableCodec;
import org.variantc.runtime.rules.VariantRules;

/**
 * The rule tables of definitions this build compiled before, beside the engines in the cache
 * directory, so a second run of the same text needs neither the parser nor the checker. An
 * entry is named by a digest of the build's {@link GeneratorStamp}, the file's absolute path and
 * its text; it holds a digest of each base the file extends (read again and compared on every
 * use) and the tables in {@link TableCodec}'s text. Anything unexpected is a miss, never an
 * error: the caller then compiles, as it would without the cache.
 */
public record RulesCache(Path directory) {
    private static final String SUFFIX = ".rules";
    private static final String HEADER = "variantc rules " + TableCodec.VERSION;
    private static final String BASE = "base ";
    private static final String TABLES = "tables ";

    /** The tables stored for {@code file}'s present text and bases, if any. */
    public Optional<VariantRules> find(Path file) {
        try {
            Path entry = entry(file, DefinitionText.read(file));
            if (!Files.isRegularFile(entry)) {
                return Optional.empty();
            }
            List<String> lines = Files.readAllLines(entry, StandardCharsets.UTF_8);
            if (lines.isEmpty() || !lines.get(0).equals(HEADER)) {
                return Optional.empty();
            }
            int i = 1;
            for (; i < lines.size() && lines.get(i).startsWith(BASE); i++) {
                String[] parts = lines.get(i).split(" ", 3);
                if (parts.length != 3 || !digest(DefinitionText.read(Path.of(parts[2]))).equals(parts[1])) {
                    return Optional.empty();
                }
            }
            if (i != lines.size() - 1 || !lines.get(i).startsWith(TABLES)) {
                return Optional.empty();
            }
            return Optional.of(TableCodec.decode(lines.get(i).substring(TABLES.length())));
        } catch (IOException | RuntimeException e) {
            return Optional.empty(); // a base gone, an entry cut short, another build's codec: compile instead
        }
    }

    /**
     * Keeps the tables of {@code file}'s compilation, which succeeded; written under a temporary
     * name and renamed, so a run beside this one reads a whole entry or none.
     */
    public void store(Path file, Compilation compilation) throws IOException {
        List<String> lines = new ArrayList<>();
        lines.add(HEADER);
        for (SourceFile base : compilation.bases()) {
            if (!base.name().equals(compilation.source().name())) {
                lines.add(BASE + digest(base.text()) + " " + Path.of(base.name()).toAbsolutePath());
            }
        }
        lines.add(TABLES + TableCodec.encode(compilation.rules())); // base-36 digits, '-' and ',': one line
        Files.createDirectories(directory);
        Path entry = entry(file, compilation.source().text());
        Path part = Files.createTempFile(directory, "writing-", ".part");
        try {
            Files.write(part, lines, StandardCharsets.UTF_8);
            Files.move(part, entry, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            throw new IOException("the file system of " + directory + " cannot rename atomically", e);
        } finally {
            Files.deleteIfExists(part);
        }
    }

    /** Deletes every entry, and parts a dead run left an hour ago or more; returns how many entries went. */
    public int clear() throws IOException {
        int removed = 0;
        if (!Files.isDirectory(directory)) {
            return removed;
        }
        FileTime stale = FileTime.from(Instant.now().minus(Duration.ofHours(1)));
        try (DirectoryStream<Path> files = Files.newDirectoryStream(directory, "{*" + SUFFIX + ",writing-*.part}")) {
            for (Path file : files) {
                boolean entry = file.toString().endsWith(SUFFIX);
                if ((entry || Files.getLastModifiedTime(file).compareTo(stale) < 0) && Files.deleteIfExists(file) && entry) {
                    removed++;
                }
            }
        }
        return removed;
    }

    private Path entry(Path file, String text) {
        String key = GeneratorStamp.current() + "\n" + file.toAbsolutePath().normalize() + "\n" + text;
        return directory.resolve(digest(key).substring(0, 32) + SUFFIX);
    }

    private static String digest(String text) {
        try {
            return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8)));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java platform", e);
        }
    }
}
