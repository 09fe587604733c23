package org.variantc.compiler.betza;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.variantc.compiler.tables.EmptyBoard;

/** Betza's directions, checked square by square on an empty 8×8 board. */
class DirectionsTest {
    private final EmptyBoard board = new EmptyBoard(8, 8);

    @ParameterizedTest(name = "{0} from {1}")
    @CsvSource(delimiter = '|', value = {
        // the examples
        "ffN      | e4 | d6 f6",
        "fbN      | e4 | d2 d6 f2 f6",
        "sN       | e4 | c3 c5 g3 g5",
        "ffNsbN   | e4 | c3 d6 f6 g3",
        "ffNbsN   | e4 | c3 d6 f6 g3",
        // the specs' spellings
        "shN      | e4 | c3 c5 g3 g5",
        "fsNbsN   | e4 | c3 c5 g3 g5",
        "vN       | e4 | d2 d6 f2 f6",
        "ffNbbN   | e4 | d2 d6 f2 f6",
        "fbNF     | e4 | d2 d3 d5 d6 f2 f3 f5 f6",
        "N        | e4 | c3 c5 d2 d6 f2 f6 g3 g5",
        // single moves of oblique atoms (XBetza): fr = upper move of the right pair, rf = right move of the forward pair
        "frN      | e4 | g5",
        "rfN      | e4 | f6",
        "fhN      | e4 | c5 d6 f6 g5",
        "lhN      | e4 | c3 c5 d2 d6",
        // diagonal and orthogonal atoms
        "fF       | e4 | d5 f5",
        "flF      | e4 | d5",
        "lfF      | e4 | d5",
        "fW       | e4 | e5",
        "sW       | e4 | d4 f4",
        "ffsmW    | e4 | d4 e5 f4",
        "vW       | e4 | e3 e5",
        "K        | e4 | d3 d4 d5 e3 e5 f3 f4 f5",
        "fK       | e4 | d5 e5 f5",
        "D        | e4 | c4 e2 e6 g4",
        "H        | e4 | b4 e1 e7 h4",
        "G        | e4 | b1 b7 h1 h7",
        "C        | e4 | b3 b5 d1 d7 f1 f7 h3 h5",
        "Z        | e4 | b2 b6 c1 c7 g1 g7 h2 h6",
        "(4,1)    | e4 | a3 a5 d8 f8",
        // riders and ranges
        "R        | a1 | a2 a3 a4 a5 a6 a7 a8 b1 c1 d1 e1 f1 g1 h1",
        "R2       | d4 | b4 c4 d2 d3 d5 d6 e4 f4",
        "fR       | d4 | d5 d6 d7 d8",
        "B        | c1 | a3 b2 d2 e3 f4 g5 h6",
        "NN       | a1 | b3 c2 c5 e3 d7 g4",
        "W2       | a1 | a2 a3 b1 c1",
        // the Pawn's initial double step, lame
        "ifmnD    | e2 | e4",
        })
    void selects(String betza, String from, String expected) {
        assertEquals(sorted(expected), board.destinations(betza.strip(), from.strip()));
    }

    @Test
    void blackMirrorsForward() {
        assertEquals("d3 f3", board.destinations("ffN", "e5", 1));
        assertEquals("c6 d3 f3 g6", board.destinations("ffNbsN", "e5", 1));
        assertEquals("e6", board.destinations("fmW", "e7", 1));
    }

    private static String sorted(String squares) {
        return String.join(" ", new java.util.TreeSet<>(java.util.List.of(squares.strip().split(" +"))));
    }
}
