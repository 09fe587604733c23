package org.variantc.compiler.syntax;

import java.util.List;
import org.variantc.compiler.diagnostics.Span;

/** {@code variant "Name" { author "..." ... }}. */
public record VariantHeader(Span span, Text name, List<MetadataField> fields) implements Statement {
    @Override
    public <R> R accept(Statement.Visitor<R> visitor) {
        return visitor.visitVariantHeader(this);
    }

    /** One {@code author}, {@code year}, {@code source} or {@code description} line. */
    public record MetadataField(Span span, String key, Text value) {
    }
}
