package org.variantc.runtime.position;


/**
 * Generates the moves of a position. The table implementation interprets the compiled rule
 * tables; a generated, variant-specific implementation can stand behind the same interface.
 */
public interface MoveGenerator {
    /** Every move the rules allow, ignoring whether it leaves the mover's royal men attacked. */
    void generatePseudoLegal(Position position, MoveList out);

    /** The legal moves, into {@code out} (cleared first); none once a goal rule ended the game. */
    void generateLegal(Position position, MoveList out);

    /**
     * The legal moves {@code selection} keeps, into {@code out} (cleared first), in the order
     * {@link #generateLegal(Position, MoveList)} gives them. The table generator asks the
     * selection before the legality test, so a move it drops is never tried; a generated engine,
     * whose test is cheap and whose emitters are the hot path of every generation, selects the
     * list it made, and skips the drops the selection will not keep.
     */
    void generateLegal(Position position, MoveList out, MoveSelection selection);

    /**
     * Some of the legal moves, into {@code out} (cleared first): at least one whenever there is
     * one, so whether the side can move is known without making, or trying, the whole list.
     */
    void generateSomeLegal(Position position, MoveList out);
}
