package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/** A zone as written: the union of its comma-separated parts, from White's side. */
public record ZoneExpr(Span span, List<Part> parts) {
    public sealed interface Part {
        Span span();
    }

    /** {@code rank 8} or {@code ranks 7..12}; {@code last} equals {@code first} for one rank. */
    public record Ranks(Span span, Count first, Count last) implements Part {
    }

    /** {@code file a} or {@code files a..c}. */
    public record Files(Span span, Word first, Word last) implements Part {
    }

    /** {@code squares d1..f3}: the rectangle with these corners. */
    public record Area(Span span, Word first, Word last) implements Part {
    }

    /** A name given in {@code zones { … }}. */
    public record Named(Span span, Word name) implements Part {
    }

    /** {@code squares a1 b2 c3}. */
    public record Squares(Span span, List<Word> squares) implements Part {
    }
}
