package org.variantc.runtime.notation;

import org.variantc.runtime.position.Man;

/**
 * The squares that are not part of the board (Gustav III's, Omicron's and Troitzky's cut-out
 * squares): those the setup writes {@code *}, as Fairy-Stockfish writes them. A hole holds a
 * {@link Man#WALL} for the whole game, the same blocker as Petrified's stone, so every line stops
 * at it and a hopper may use it as a screen; the move tables never land on it (see the compiler's
 * lowering), and a FEN must write {@code *} on exactly these squares.
 */
public final class Holes {
    // A Rulebook's holes are its start's (StartBoard.holes), read with the setup; the compiler's
    // lowering takes the checker's reading of the setup (Setup.holes).
    private Holes() {
    }

    /** Whether the board has any hole. */
    public static boolean any(boolean[] holes) {
        for (boolean h : holes) {
            if (h) {
                return true;
            }
        }
        return false;
    }
}
