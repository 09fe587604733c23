package org.variantc.compiler.diagnostics;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Collects every error of one compilation, so that one run reports them all. */
public final class Diagnostics {
    private final List<Diagnostic> errors = new ArrayList<>();

    public void error(Span span, String message) {
        errors.add(new Diagnostic(span, message));
    }

    public boolean hasErrors() {
        return !errors.isEmpty();
    }

    /** The errors in the order they stand in the file (stable for errors at one place). */
    public List<Diagnostic> list() {
        return errors.stream()
                .sorted(Comparator.comparingInt((Diagnostic d) -> d.span().line())
                        .thenComparingInt(d -> d.span().column()))
                .toList();
    }
}
