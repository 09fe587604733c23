package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * A shipped definition's rules and its generated engine, each built once for all the tests that
 * hold both engines to HaChu ({@link HaChuGamesTest}, {@link ChuShogiLionTradingTest}):
 * generating and compiling a large Shogi's engine (Chu Shogi's 40 types) is most of their time.
 */
final class BuiltEngines {
    private static final Map<String, VariantRules> RULES = new HashMap<>();
    private static final Map<String, Rulebook> GENERATED = new HashMap<>();

    private BuiltEngines() {
    }

    /** The rules of {@code definition}, a path from the project's root. */
    static synchronized VariantRules rules(String definition) {
        VariantRules rules = RULES.get(definition);
        if (rules == null) {
            Compilation c;
            try {
                c = VariantCompiler.compile(Sources.projectRoot().resolve(definition));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            assertTrue(c.succeeded(), c.report());
            rules = c.rules();
            RULES.put(definition, rules);
        }
        return rules;
    }

    /** The generated engine of {@code definition}, in a package named after its file. */
    static synchronized Rulebook generated(String definition) throws Exception {
        Rulebook book = GENERATED.get(definition);
        if (book == null) {
            String name = Path.of(definition).getFileName().toString().replace(".variant", "").replaceAll("[^a-z]", "");
            String pkg = "org.variantc.generated." + name;
            Path dir = Files.createTempDirectory("variantc-" + name);
            dir.toFile().deleteOnExit();
            Path jar = dir.resolve(name + ".jar");
            jar.toFile().deleteOnExit();
            EngineJar.build(JavaBackend.generate(rules(definition), pkg), pkg, jar);
            book = EngineLoader.rulebook(EngineLoader.load(jar), rules(definition));
            GENERATED.put(definition, book);
        }
        return book;
    }
}
