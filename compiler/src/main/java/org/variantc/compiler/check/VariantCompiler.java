package org.variantc.compiler.check;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;
import org.variantc.compiler.betza.Betza;
import org.variantc.compiler.betza.BetzaResult;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.syntax.DefinitionParser;

/** The front end in one call: definition text, parsed, checked. Shared by the CLI and the tests. */
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
        Inheritance inheritance = new Inheritance(diagnostics);
        Optional<Variant> variant = DefinitionParser.parse(source, diagnostics)
                .flatMap(inheritance::resolve)
                .flatMap(definition -> new VariantChecker(betza, diagnostics).check(definition));
        return new Compilation(source, variant, diagnostics.list(), inheritance.bases());
    }
}
