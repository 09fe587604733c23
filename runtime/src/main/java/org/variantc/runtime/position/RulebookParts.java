package org.variantc.runtime.position;

/**
 * What the layers above the position build for a {@link Rulebook} from its finished tables, each
 * once while the book is made, in this order: the capture effects and hop limits (the attack
 * test needs them), the legal list, the start read from the setup, the tables' moves of one man,
 * and the generator that plays. Each is handed the book with everything before it in place.
 * The table engine's and a generated engine's preparation ({@code notation.Preparation}) give them.
 */
public interface RulebookParts {
    /** Explosions and petrification, or null when a capture only removes its victim. */
    CaptureEffect effects(Rulebook tables);

    /** The pieces' hop limits, or null when there are none. */
    HopRule hops(Rulebook tables);

    LegalGenerator legal(Rulebook tables);

    /** The setup, read once: every game's start is a copy. */
    StartBoard start(Rulebook tables);

    ManMoves tableMoves(Rulebook tables);

    MoveGenerator generator(Rulebook tables);

    /** A position written out, for messages and debuggers (its FEN). */
    String written(Position pos);
}
