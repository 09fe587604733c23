package org.variantc.runtime.rules;

import java.io.Serializable;

/**
 * Capturers turned to stone (Petrified): a man of one of {@code types} that captures becomes a
 * wall on the target square, a square no man may enter, capture or pass, for the rest of the
 * game. A royal man of such a type therefore may not capture. Type sets are bits of a
 * {@code long}, bit {@code type}.
 */
public record Petrification(long types) implements Serializable {
}
