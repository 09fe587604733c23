package org.variantc.runtime.position;

/**
 * Makes a position's legal list, for every engine at once: the generator's moves and the rules
 * that act on them; the move layer builds it per rulebook
 * ({@code org.variantc.runtime.moves.LegalList}), and {@link Position#generateLegal} hands it on.
 */
@FunctionalInterface
public interface LegalGenerator {
    /** The legal moves, into {@code out} (cleared first). */
    void generateLegal(Position pos, MoveList out);
}
