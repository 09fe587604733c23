package org.variantc.compiler.games;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/** The shipped definitions, compiled the way a user's are, and the shared reference figures. */
public final class Games {
    private Games() {
    }

    /** Compiles {@code definitions/NAME}; fails the test with the diagnostics if it does not compile. */
    public static VariantRules rules(String name) {
        try {
            Compilation c = VariantCompiler.compile(Sources.definition(name));
            if (!c.succeeded()) {
                throw new AssertionError(c.report());
            }
            return c.rules();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static Position position(String name, String fen) {
        VariantRules rules = rules(name);
        return fen == null ? Fen.start(rules) : Fen.read(rules, fen);
    }

    /** A file of ../shared/reference, lines split at tabs, comments and blank lines left out. */
    public static List<String[]> reference(String file) {
        Path path = Sources.projectRoot().resolve("../shared/reference").resolve(file).normalize();
        try {
            return Files.readAllLines(path).stream()
                .filter(l -> !l.isBlank() && !l.startsWith("#"))
                .map(l -> l.split("\t"))
                .toList();
        } catch (IOException e) {
            throw new UncheckedIOException("the shared reference figures are missing: " + path, e);
        }
    }
}
