package org.variantc.compiler.diagnostics;

import java.util.List;

/** A definition's text under the name it is reported by. */
public record SourceFile(String name, String text) {
    /** Line {@code number} (from 1) without its line end, or "" past the end. */
    public String line(int number) {
        List<String> lines = text.lines().toList();
        return number >= 1 && number <= lines.size() ? lines.get(number - 1) : "";
    }
}
