package org.variantc.compiler.imports;

import org.variantc.compiler.diagnostics.Span;

/** Something an import could not carry over, at the place it was written, with the reason. */
public record ImportProblem(Span span, String message) {
    @Override
    public String toString() {
        return span + ": " + message;
    }
}
