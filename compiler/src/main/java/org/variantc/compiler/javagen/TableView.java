package org.variantc.compiler.javagen;

import java.util.List;

/**
 * A table of the generated {@code Tables} class: per side, its text in chunks (see {@link
 * TableText}).
 *
 * @param javaType {@code int} or {@code long}
 */
public record TableView(String name, String javaType, List<List<String>> sides) {
    static TableView ints(String name, int[] white, int[] black) {
        return new TableView(name, "int", List.of(TableText.encode(white), TableText.encode(black)));
    }

    static TableView longs(String name, long[] white, long[] black) {
        return new TableView(name, "long", List.of(TableText.encode(white), TableText.encode(black)));
    }

    /** The generated method that reads it back. */
    public String decoder() {
        return javaType.equals("long") ? "decodeLongs" : "decode";
    }
}
