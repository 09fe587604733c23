package org.variantc.compiler.betza;

import java.util.List;
import java.util.Optional;

/**
 * What an upper-case letter means: the shapes it stands for and whether they ride.
 *
 * @param shapes the leaps it is made of (K is W and F)
 * @param rides  true for R, B, Q: unlimited range unless a number follows
 */
record AtomLetter(List<AtomShape> shapes, boolean rides) {

    private static final AtomShape W = new AtomShape(1, 0);
    private static final AtomShape F = new AtomShape(1, 1);

    static Optional<AtomLetter> of(char letter) {
        return Optional.ofNullable(switch (letter) {
            case 'W' -> leap(W);
            case 'F' -> leap(F);
            case 'D' -> leap(new AtomShape(2, 0));
            case 'N' -> leap(new AtomShape(2, 1));
            case 'A' -> leap(new AtomShape(2, 2));
            case 'H' -> leap(new AtomShape(3, 0));
            case 'C', 'L' -> leap(new AtomShape(3, 1));
            case 'Z', 'J' -> leap(new AtomShape(3, 2));
            case 'G' -> leap(new AtomShape(3, 3));
            case 'K' -> new AtomLetter(List.of(W, F), false);
            case 'R' -> new AtomLetter(List.of(W), true);
            case 'B' -> new AtomLetter(List.of(F), true);
            case 'Q' -> new AtomLetter(List.of(W, F), true);
            default -> null;
        });
    }

    /** Why a letter that is not an atom of ours was refused. */
    static String refusal(char letter) {
        return switch (letter) {
            case 'O' -> "castling (O) is declared in the castling block, not in a piece's Betza string";
            case 'U' -> "the universal leaper (U) is not supported";
            case 'I' -> "'I' is not an atom; 'i' (initial move only) is written in lower case";
            default -> "'" + letter + "' is not an atom; the atoms are W F D N A H C Z G L J, K R B Q and (x,y)";
        };
    }

    private static AtomLetter leap(AtomShape shape) {
        return new AtomLetter(List.of(shape), false);
    }
}
