package org.variantc.compiler.betza;

import java.util.List;

/** The outcome of parsing a Betza string: a move, or every error found. */
public sealed interface BetzaResult {
    record Parsed(PieceMove move) implements BetzaResult {
    }

    record Failed(List<BetzaError> errors) implements BetzaResult {
    }
}
