package org.variantc.compiler.html;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.variantc.compiler.check.Compilation;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.check.VariantCompiler;

/**
 * Every {@code definitions/*.variant}, compiled; plus, while games are still on their way to
 * main, the {@code .variant} files of the directory named by {@code VARIANTC_EXTRA_DEFINITIONS}.
 */
final class ShippedDefinitions {
    private ShippedDefinitions() {
    }

    static List<Path> files() {
        List<Path> out = new ArrayList<>(list(Sources.projectRoot().resolve("definitions")));
        String extra = System.getenv("VARIANTC_EXTRA_DEFINITIONS");
        if (extra != null && !extra.isBlank()) {
            List<String> names = out.stream().map(p -> p.getFileName().toString()).toList();
            list(Path.of(extra)).stream().filter(p -> !names.contains(p.getFileName().toString())).forEach(out::add);
        }
        if (out.isEmpty()) {
            throw new AssertionError("no definitions found");
        }
        return out;
    }

    static Compilation compile(Path file) {
        try {
            Compilation c = VariantCompiler.compile(file);
            if (!c.succeeded()) {
                throw new AssertionError(c.report());
            }
            return c;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Path> list(Path dir) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.toString().endsWith(".variant")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
