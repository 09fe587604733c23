package org.variantc.compiler.betza;

import java.util.List;

/**
 * A parsed Betza move string: the union of its components, each with its directions already
 * resolved to step vectors in White's orientation (forward = +rank).
 *
 * @param text       the string as written
 * @param components what the piece can do
 */
public record PieceMove(String text, List<Component> components) {

    /** Whether any of its rides is Betza's absolute halfling ({@code hh}). */
    public boolean hasHalflings() {
        return components.stream().anyMatch(c -> c instanceof Line line && line.halfling());
    }
}
