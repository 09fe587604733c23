package org.variantc.compiler.javagen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.variantc.runtime.position.Position;

/**
 * Identifies the build of variantc that generates engines: the generator's and the runtime's
 * class files (their jar, or the files of a classes directory) by path, size and time. The
 * rules' fingerprint says which variant an engine plays; this says which code generated it, so
 * a newer variantc never reuses an engine an older one cached.
 */
final class GeneratorStamp {
    private GeneratorStamp() {
    }

    static String current() {
        MessageDigest digest = sha256();
        for (Class<?> part : List.of(JavaBackend.class, Position.class)) {
            Path source = codeSource(part);
            try (Stream<Path> files = Files.isDirectory(source) ? Files.walk(source) : Stream.of(source)) {
                files.filter(Files::isRegularFile).sorted().forEach(file -> digest.update(describe(file)));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return HexFormat.of().formatHex(digest.digest()).substring(0, 16);
    }

    private static byte[] describe(Path file) {
        try {
            return (file + " " + Files.size(file) + " " + Files.getLastModifiedTime(file).toMillis() + "\n")
                    .getBytes(StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static Path codeSource(Class<?> part) {
        try {
            return Path.of(part.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException("the classes of " + part.getName() + " have no file", e);
        }
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java platform", e);
        }
    }
}
