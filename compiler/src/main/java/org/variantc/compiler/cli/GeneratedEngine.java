package org.variantc.compiler.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.variantc.compiler.javagen.EngineJar;
import org.variantc.compiler.javagen.EngineLoader;
import org.variantc.compiler.javagen.Fingerprint;
import org.variantc.compiler.javagen.JavaBackend;
import org.variantc.compiler.javagen.PackageName;
import org.variantc.runtime.Rulebook;
import org.variantc.runtime.VariantEngine;
import org.variantc.runtime.rules.VariantRules;

/**
 * The generated engine: the variant compiled to its own Java classes, loaded from a jar made
 * by {@code variantc compile --target java --jar}, or generated and compiled on first use in
 * this process.
 */
final class GeneratedEngine {
    private final Path jar;
    /** Per fingerprint, the rulebook with the engine plugged in: generated and compiled once. */
    private final Map<String, Rulebook> books = new HashMap<>();

    /** @param jar the engine's jar, or null to generate it from the definition */
    GeneratedEngine(Path jar) {
        this.jar = jar;
    }

    /** The rulebook of {@code rules} that generates moves with the generated engine. */
    Rulebook rulebook(VariantRules rules) {
        String fingerprint = Fingerprint.of(rules);
        Rulebook book = books.get(fingerprint);
        if (book == null) {
            try {
                book = EngineLoader.rulebook(jar != null ? EngineLoader.load(jar) : generate(rules), rules);
            } catch (EngineLoader.LoadFailure e) {
                throw new CommandFailure(e.getMessage());
            }
            books.put(fingerprint, book);
        }
        return book;
    }

    private static VariantEngine generate(VariantRules rules) throws EngineLoader.LoadFailure {
        String pkg = PackageName.PARENT + ".session";
        try {
            Path dir = Files.createTempDirectory("variantc-engine");
            Path file = dir.resolve("engine.jar");
            EngineJar.build(JavaBackend.generate(rules, pkg), pkg, file);
            file.toFile().deleteOnExit();
            dir.toFile().deleteOnExit();
            return EngineLoader.load(file);
        } catch (EngineJar.BuildFailure e) {
            throw new CommandFailure(e.getMessage());
        } catch (IOException e) {
            throw new CommandFailure("cannot write the generated engine: " + e.getMessage());
        }
    }
}
