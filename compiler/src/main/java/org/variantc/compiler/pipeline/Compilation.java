package org.variantc.compiler.pipeline;

import java.util.List;
import java.util.Optional;
import org.variantc.compiler.diagnostics.Diagnostic;
import org.variantc.compiler.diagnostics.ErrorReport;
import org.variantc.compiler.diagnostics.SourceFile;
import org.variantc.compiler.model.Variant;
import org.variantc.runtime.rules.VariantRules;

/**
 * The outcome of compiling one definition: the checked variant, or the diagnostics explaining
 * why there is none.
 *
 * @param bases the files it extends, directly or not, that were read (their lines are shown
 *              for errors inside them)
 * @param lowered the variant's runtime tables, lowered once after the check (null when it failed)
 */
public record Compilation(SourceFile source, Optional<Variant> variant, List<Diagnostic> diagnostics,
                          List<SourceFile> bases, VariantRules lowered) {
    public Compilation {
        bases = List.copyOf(bases);
    }

    public boolean succeeded() {
        return variant.isPresent();
    }

    /** Every diagnostic as a person reads it, each with its source line and caret, one after another. */
    public String report() {
        return new ErrorReport(diagnostics, this::sourceOf).text();
    }

    /** The file a diagnostic was written in: this one or a base. */
    private SourceFile sourceOf(Diagnostic d) {
        return bases.stream().filter(b -> b.name().equals(d.span().file()) && !b.name().equals(source.name()))
                .findFirst().orElse(source);
    }

    /** The runtime tables of the checked variant; only for a compilation that succeeded. */
    public VariantRules rules() {
        if (lowered == null) {
            throw new IllegalStateException("the definition has errors");
        }
        return lowered;
    }
}
