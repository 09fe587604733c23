package org.variantc.runtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Finds files of {@code ../shared} beside the project root (the directory whose pom has modules). */
final class ProjectFiles {
    private ProjectFiles() {
    }

    static Path shared(String relative) {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null) {
            Path pom = dir.resolve("pom.xml");
            try {
                if (Files.isRegularFile(pom) && Files.readString(pom).contains("<modules>")) {
                    return dir.resolve("../shared").resolve(relative).normalize();
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            dir = dir.getParent();
        }
        throw new IllegalStateException("no project root above " + Path.of("").toAbsolutePath());
    }
}
