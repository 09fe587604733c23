package org.variantc.compiler.pipeline;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import org.variantc.compiler.betza.Betza;
import org.variantc.compiler.betza.BetzaResult;
import org.variantc.compiler.check.DefinitionCheck;
import org.variantc.compiler.check.DefinitionText;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.VariantRules;

/**
 * The pipeline in one call: definition text, parsed and checked, then lowered to the tables,
 * whose start position must load (StartPosition). Shared by the CLI and the tests.
 */
public final class VariantCompiler {
    private VariantCompiler() {
    }

    /**
     * Reads and compiles a file, reported under the name it was given by; a base it extends is
     * found relative to it.
     */
    public static Compilation compile(Path file) throws IOException {
        return compile(new SourceFile(file.toString(), DefinitionText.read(file)));
    }

    public static Compilation compile(SourceFile source) {
        return compile(source, Betza::parse);
    }

    /** With another Betza parser, so the front end can be tested without the real one. */
    public static Compilation compile(SourceFile source, Function<String, BetzaResult> betza) {
        Diagnostics diagnostics = new Diagnostics();
        DefinitionCheck check = new DefinitionCheck(betza, diagnostics);
        Optional<Variant> variant = check.check(source);
        VariantRules lowered = variant.map(v -> StartPosition.rules(v, check.setupSpan(), diagnostics)).orElse(null);
        return new Compilation(source, lowered == null ? Optional.empty() : variant, diagnostics.list(),
                check.bases(), lowered);
    }
}
