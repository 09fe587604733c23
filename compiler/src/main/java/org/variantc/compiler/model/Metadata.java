package org.variantc.compiler.model;

/** Who made the game and where it is described. Empty strings where the definition is silent. */
public record Metadata(String name, String author, String year, String source, String description) {
}
