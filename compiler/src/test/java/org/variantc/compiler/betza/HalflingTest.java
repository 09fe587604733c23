package org.variantc.compiler.betza;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.variantc.compiler.tables.EmptyBoard;

/** Every worked example of shared/rules/halfgi.md §3, and the Augmented Half Chess ones. */
class HalflingTest {
    private final EmptyBoard board = new EmptyBoard(8, 8);

    @ParameterizedTest(name = "{0} on {1}")
    @CsvSource(delimiter = '|', value = {
        "hhR | a1 | a2 a3 a4 a5 b1 c1 d1 e1",
        "hhR | a5 | a3 a4 a6 a7 b5 c5 d5 e5",
        "hhR | a6 | a3 a4 a5 a7 b6 c6 d6 e6",
        "hhR | a8 | a4 a5 a6 a7 b8 c8 d8 e8",
        "hhR | d4 | b4 c4 d2 d3 d5 d6 e4 f4",
        "hhB | c1 | b2 d2 e3 f4",
        "hhB | b2 | a1 a3 c1 c3 d4 e5",
        "hhQ | d1 | b1 b3 c1 c2 d2 d3 d4 d5 e1 e2 f1 f3",
        // the augmenter keeps its full size: hhR+D on a6 also leaps to a8
        "hhRD | a6 | a3 a4 a5 a7 a8 b6 c6 c6 d6 e6",
        // a halfling rider with a leaper compound: only the rider is halved
        "hhRffNbsN | a1 | a2 a3 a4 a5 b1 b3 c1 d1 e1",
        })
    void farthestSquaresMatchTheSpec(String betza, String from, String expected) {
        assertEquals(String.join(" ", new java.util.TreeSet<>(java.util.List.of(expected.strip().split(" +")))),
            board.destinations(betza.strip(), from.strip()));
    }

    /** The parts a notation without halflings replaces, found on the parsed move, not by pattern. */
    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "hhR | R",
        "hhRD | RD",
        "fhhR3 | fR3",
        "hhBWhhR | BWR",
        "RhhB | RB",
        "hhN | hhN",
        })
    void halflingsToldAsWholeRiders(String betza, String whole) {
        assertEquals(whole.strip(), Betza.withoutHalflings(betza.strip()));
    }
}
