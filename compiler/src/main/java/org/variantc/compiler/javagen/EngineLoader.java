package org.variantc.compiler.javagen;

import org.variantc.runtime.notation.Preparation;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.VariantEngine;
import org.variantc.runtime.rules.VariantRules;

/** Loads a generated engine from its jar and plugs it into a {@link Rulebook}, after checking it fits. */
public final class EngineLoader {
    private EngineLoader() {
    }

    /** Why a jar could not be used, in words for a person. */
    public static final class LoadFailure extends Exception {
        private static final long serialVersionUID = 1L;

        LoadFailure(String message) {
            super(message);
        }
    }

    /** The engine in {@code jar}. The class loader stays open as long as the engine is used. */
    public static VariantEngine load(Path jar) throws LoadFailure {
        if (!Files.isRegularFile(jar)) {
            throw new LoadFailure("cannot read " + jar + ": no such file");
        }
        URL url;
        try {
            url = jar.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new LoadFailure("cannot read " + jar + ": " + e.getMessage());
        }
        @SuppressWarnings("resource") // the engine's classes live as long as it does
        URLClassLoader loader = new URLClassLoader(new URL[] {url}, VariantEngine.class.getClassLoader());
        try {
            Iterator<VariantEngine> found = ServiceLoader.load(VariantEngine.class, loader).iterator();
            if (!found.hasNext()) {
                close(loader);
                throw new LoadFailure(jar + " holds no generated engine");
            }
            return found.next();
        } catch (ServiceConfigurationError | LinkageError e) {
            close(loader);
            throw new LoadFailure(jar + " holds no engine this variantc can load: " + e.getMessage());
        }
    }

    /** A rulebook of {@code rules} whose positions use {@code engine}, if it was generated from these rules. */
    public static Rulebook rulebook(VariantEngine engine, VariantRules rules) throws LoadFailure {
        return rulebook(engine, rules, Fingerprint.of(rules));
    }

    /** As {@link #rulebook(VariantEngine, VariantRules)}, with {@code rules}' fingerprint, which the caller computed once. */
    public static Rulebook rulebook(VariantEngine engine, VariantRules rules, String fingerprint) throws LoadFailure {
        if (!engine.fingerprint().equals(fingerprint)) {
            throw new LoadFailure("the generated engine was made from another definition (or an older variantc); "
                    + "generate it again from this one");
        }
        return Preparation.withGenerator(rules, engine::generator);
    }

    private static void close(URLClassLoader loader) {
        try {
            loader.close();
        } catch (IOException ignored) {
            // nothing was loaded from it that needs the file
        }
    }
}
