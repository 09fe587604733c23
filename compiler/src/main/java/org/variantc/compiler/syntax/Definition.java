package org.variantc.compiler.syntax;

import java.util.List;

/** A whole definition file: its name and statements in the order written. No meaning given yet. */
public record Definition(String file, List<Statement> statements) {
}
