package org.variantc.compiler.model;

import java.util.List;

/** Capturers turned into walls (Petrified): the piece types (indexes) that turn to stone. */
public record Petrification(List<Integer> types) {
    public Petrification {
        types = List.copyOf(types);
    }
}
