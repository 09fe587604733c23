package org.variantc.compiler.check;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.variantc.compiler.diagnostics.Diagnostic;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.model.Variant;
import org.variantc.compiler.tables.Lowering;
import org.variantc.runtime.rules.VariantRules;

/**
 * The outcome of compiling one definition: the checked variant, or the diagnostics explaining
 * why there is none.
 */
public record Compilation(SourceFile source, Optional<Variant> variant, List<Diagnostic> diagnostics) {
    public boolean succeeded() {
        return variant.isPresent();
    }

    /** Every diagnostic as a person reads it, each with its source line and caret, one after another. */
    public String report() {
        return diagnostics.stream().map(d -> d.format(source)).collect(Collectors.joining("\n"));
    }

    /** The runtime tables of the checked variant; only for a compilation that succeeded. */
    public VariantRules rules() {
        return Lowering.lower(variant.orElseThrow(() -> new IllegalStateException("the definition has errors")));
    }
}
