package org.variantc.compiler.javagen;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.VariantEngine;

/** The engines the build generated from definitions/ (see GenerateEngines), for the tests. */
final class GeneratedEngines {
    private GeneratedEngines() {
    }

    /** Every shipped definition's file name. */
    static List<String> definitions() {
        try {
            return GenerateEngines.definitions(Sources.projectRoot().resolve("definitions")).stream()
                    .map(p -> p.getFileName().toString()).toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The rulebook of {@code definitions/NAME} playing with its generated engine. */
    static Rulebook rulebook(String name) {
        String entry = PackageName.fromFileName(name) + "." + JavaBackend.ENTRY_CLASS;
        try {
            VariantEngine engine = (VariantEngine) Class.forName(entry).getDeclaredConstructor().newInstance();
            return EngineLoader.rulebook(engine, Games.rules(name));
        } catch (ReflectiveOperationException e) {
            throw new AssertionError("the build generated no engine " + entry + " for " + name
                    + "; run the build (mvn test-compile) again", e);
        } catch (EngineLoader.LoadFailure e) {
            throw new AssertionError(name + ": " + e.getMessage() + "; run the build again", e);
        }
    }
}
