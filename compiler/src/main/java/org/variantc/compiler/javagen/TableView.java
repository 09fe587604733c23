package org.variantc.compiler.javagen;

import java.util.List;

/** A table of the generated {@code Tables} class: per side, its text in chunks (see {@link TableText}). */
public record TableView(String name, List<List<String>> sides) {
}
