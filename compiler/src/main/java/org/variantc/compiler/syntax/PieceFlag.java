package org.variantc.compiler.syntax;

import org.variantc.compiler.diagnostics.Span;

/** A word after a piece's Betza string. */
public sealed interface PieceFlag {
    Span span();

    /** {@code royal}: check and mate apply to it. */
    record Royal(Span span) implements PieceFlag {
    }

    /** {@code pawn}: its advances reset the move-rule counter. */
    record Pawn(Span span) implements PieceFlag {
    }

    /** {@code value N}: its worth in centipawns. */
    record Value(Span span, Count value) implements PieceFlag {
    }

    /** {@code chiral}: Black's moves are White's turned half round, left and right from the owner's side. */
    record Chiral(Span span) implements PieceFlag {
    }
}
