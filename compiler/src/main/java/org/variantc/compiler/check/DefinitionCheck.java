package org.variantc.compiler.check;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.variantc.compiler.betza.BetzaResult;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.syntax.DefinitionParser;

/**
 * The checker's one entry: definition text parsed, its bases merged, checked. It only checks;
 * lowering to runtime tables happens after it.
 */
public final class DefinitionCheck {
    private final Function<String, BetzaResult> betza;
    private final Diagnostics diagnostics;
    private final Inheritance inheritance;

    /** With the Betza parser to use, and where every diagnostic goes. */
    public DefinitionCheck(Function<String, BetzaResult> betza, Diagnostics diagnostics) {
        this.betza = betza;
        this.diagnostics = diagnostics;
        this.inheritance = new Inheritance(diagnostics);
    }

    /** The checked variant, or nothing when a diagnostic explains why there is none. */
    public Optional<Variant> check(SourceFile source) {
        return DefinitionParser.parse(source, diagnostics)
                .flatMap(inheritance::resolve)
                .flatMap(definition -> new VariantChecker(betza, diagnostics).check(definition));
    }

    /** The files the checked one extends, directly or not, that were read. */
    public List<SourceFile> bases() {
        return inheritance.bases();
    }
}
