package org.variantc.compiler.diagnostics;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Collects every error of one compilation, so that one run reports them all. */
public final class Diagnostics {
    private final List<Diagnostic> errors = new ArrayList<>();

    public void error(Span span, String message) {
        errors.add(new Diagnostic(span, message));
    }

    public boolean hasErrors() {
        return !errors.isEmpty();
    }

    /**
     * The errors in the order they stand in the file (stable for errors at one place); with a
     * base file (extends), each file's errors together, files in the order first reported.
     */
    public List<Diagnostic> list() {
        Map<String, Integer> fileOrder = new HashMap<>();
        for (Diagnostic d : errors) {
            fileOrder.putIfAbsent(d.span().file(), fileOrder.size());
        }
        return errors.stream()
                .sorted(Comparator.comparingInt((Diagnostic d) -> fileOrder.get(d.span().file()))
                        .thenComparingInt(d -> d.span().line())
                        .thenComparingInt(d -> d.span().column()))
                .toList();
    }
}
