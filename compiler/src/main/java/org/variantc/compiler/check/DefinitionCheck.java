package org.variantc.compiler.check;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.variantc.compiler.betza.BetzaResult;
import org.variantc.compiler.diagnostics.Diagnostics;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.diagnostics.Span;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.syntax.DefinitionParser;
import org.variantc.compiler.syntax.SetupDecl;

/**
 * The checker's one entry: definition text parsed, its bases merged, checked. It only checks;
 * lowering to runtime tables happens after it.
 */
public final class DefinitionCheck {
    private final Function<String, BetzaResult> betza;
    private final Diagnostics diagnostics;
    private final Inheritance inheritance;
    private Span setup;

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
                .flatMap(definition -> {
                    setup = definition.statements().stream().filter(SetupDecl.class::isInstance)
                            .map(s -> s.span()).findFirst().orElse(new Span(definition.file(), 1, 1));
                    return new VariantChecker(betza, diagnostics).check(definition);
                });
    }

    /** Where the checked definition (or the base it inherits from) writes its setup: start-position errors point there. */
    public Span setupSpan() {
        return setup;
    }

    /** The files the checked one extends, directly or not, that were read. */
    public List<SourceFile> bases() {
        return inheritance.bases();
    }
}
