package org.variantc.compiler.check;

import java.util.Map;

/** The piece types' ids and their indexes in the model, for looking up what a definition names. */
record PieceIds(Map<String, Integer> indexes) {
    /** The index of {@code id}, or -1 when no piece has it. */
    int index(String id) {
        return indexes.getOrDefault(id, -1);
    }
}
