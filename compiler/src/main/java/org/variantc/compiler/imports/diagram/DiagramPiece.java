package org.variantc.compiler.imports.diagram;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/** A piece line {@code name:ID:XBetza:image:squares}, the squares White's. */
public record DiagramPiece(String name, String id, String betza, String image, List<String> squares, Span span) {
    public DiagramPiece {
        squares = List.copyOf(squares);
    }
}
