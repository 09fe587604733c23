package org.variantc.compiler.diagnostics;

/** Where something was written: a file name, a line and a column, both counted from 1. */
public record Span(String file, int line, int column) {
    /** The span {@code columns} characters further on the same line. */
    public Span shift(int columns) {
        return new Span(file, line, column + columns);
    }

    @Override
    public String toString() {
        return file + ":" + line + ":" + column;
    }
}
