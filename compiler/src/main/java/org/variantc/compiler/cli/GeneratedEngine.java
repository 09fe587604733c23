package org.variantc.compiler.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.variantc.compiler.javagen.CacheDirectory;
import org.variantc.compiler.javagen.EngineCache;
import org.variantc.compiler.javagen.EngineJar;
import org.variantc.compiler.javagen.EngineLoader;
import org.variantc.compiler.javagen.Fingerprint;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.VariantEngine;
import org.variantc.runtime.rules.VariantRules;

/**
 * The generated engine: the variant compiled to its own Java classes, loaded from a jar made
 * by {@code variantc compile --target java --jar}, or generated and compiled the first time a
 * variant is played with this build and then taken from the user's cache ({@link EngineCache}).
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
                // the fingerprint once: each one encodes the whole tables
                book = EngineLoader.rulebook(jar != null ? EngineLoader.load(jar) : generate(rules, fingerprint), rules, fingerprint);
            } catch (EngineLoader.LoadFailure e) {
                throw new CommandFailure(e.getMessage());
            }
            books.put(fingerprint, book);
        }
        return book;
    }

    /** The engine compiled once per variant and variantc build, from the user's cache. */
    private static VariantEngine generate(VariantRules rules, String fingerprint) throws EngineLoader.LoadFailure {
        EngineCache cache = new EngineCache(CacheDirectory.user());
        try {
            return EngineLoader.load(cache.jar(rules, fingerprint));
        } catch (EngineJar.BuildFailure e) {
            throw new CommandFailure(e.getMessage());
        } catch (IOException | UncheckedIOException e) {
            throw new CommandFailure("cannot keep the generated engine in " + cache.directory() + ": " + e.getMessage()
                    + " (set " + CacheDirectory.VARIABLE + " to a directory you can write)");
        }
    }
}
