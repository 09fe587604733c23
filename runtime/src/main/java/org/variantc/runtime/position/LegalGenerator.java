package org.variantc.runtime.position;

/**
 * Makes a position's legal list, for every engine at once: the generator's moves and the rules
 * that act on them; the move layer builds it per rulebook
 * ({@code org.variantc.runtime.moves.LegalList}), and {@link Position#generateLegal} hands it on.
 */
public interface LegalGenerator {
    /** The legal moves, into {@code out} (cleared first). */
    void generateLegal(Position pos, MoveList out);

    /**
     * The legal noisy moves (captures, promotions, goal moves:
     * {@code org.variantc.runtime.moves.NoisyMoves}), into {@code out} (cleared first), in the
     * order of {@link #generateLegal}: that list with the quiet moves taken out, made without
     * trying the quiet moves' legality where the variant's rules allow.
     */
    void generateNoisy(Position pos, MoveList out);

    /**
     * Some of the legal moves, into {@code out} (cleared first): none only when the legal list
     * has none, so whether the side can move is known without making the whole list.
     */
    void generateSomeLegal(Position pos, MoveList out);
}
