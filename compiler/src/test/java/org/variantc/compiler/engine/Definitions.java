package org.variantc.compiler.engine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.variantc.compiler.check.Sources;

/** Every shipped definition, so each game that lands is covered without touching the tests. */
final class Definitions {
    private Definitions() {
    }

    static List<String> all() {
        try (Stream<Path> files = Files.list(Sources.projectRoot().resolve("definitions"))) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".variant")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
