package org.variantc.compiler.javagen;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.variantc.compiler.check.Sources;
import org.variantc.compiler.pipeline.Compilation;
import org.variantc.compiler.pipeline.VariantCompiler;
import org.variantc.runtime.position.Rulebook;
import org.variantc.runtime.rules.VariantRules;

/**
 * Chu Shogi's rules and its generated engine, built once for the tests that hold both engines to
 * HaChu ({@link ChuShogiAgainstHaChuTest}, {@link ChuShogiLionTradingTest}): generating and
 * compiling its 40 types' engine is most of their time.
 */
final class ChuShogiEngines {
    private static final String PACKAGE = "org.variantc.generated.chushogi";
    private static VariantRules rules;
    private static Rulebook generated;

    private ChuShogiEngines() {
    }

    static synchronized VariantRules rules() throws Exception {
        if (rules == null) {
            Compilation c = VariantCompiler.compile(Sources.projectRoot().resolve("definitions/shogi/chushogi.variant"));
            assertTrue(c.succeeded(), c.report());
            rules = c.rules();
        }
        return rules;
    }

    static synchronized Rulebook generated() throws Exception {
        if (generated == null) {
            Path dir = Files.createTempDirectory("variantc-chushogi");
            dir.toFile().deleteOnExit();
            Path jar = dir.resolve("chushogi.jar");
            jar.toFile().deleteOnExit();
            EngineJar.build(JavaBackend.generate(rules(), PACKAGE), PACKAGE, jar);
            generated = EngineLoader.rulebook(EngineLoader.load(jar), rules());
        }
        return generated;
    }
}
