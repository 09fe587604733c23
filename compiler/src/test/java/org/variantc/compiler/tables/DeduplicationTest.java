package org.variantc.compiler.tables;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.rules.Leap;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.Ray;
import org.variantc.runtime.rules.SquareMoves;

/** Every destination is emitted by exactly one component, whatever overlaps the Betza string has. */
class DeduplicationTest {
    private final EmptyBoard board = new EmptyBoard(12, 12);

    /** All emitted (destination, component) pairs, to count duplicates. */
    private List<String> emitted(String betza, String from) {
        SquareMoves m = board.moves(betza, from, 0);
        List<String> out = new ArrayList<>();
        for (Leap l : m.leaps()) {
            out.add(board.name(l.target()));
        }
        for (Ray r : m.rays()) {
            for (int i = 0; i < r.squares().length; i++) {
                if (r.squareModes()[i] != 0 && r.squareModes()[i] != Ray.PASS) {
                    out.add(board.name(r.squares()[i]));
                }
            }
        }
        for (Path p : m.paths()) {
            out.add(board.name(p.destination()));
        }
        Collections.sort(out);
        return out;
    }

    @Test
    void chessAndAHalfPawnStepsOneToFourSquaresEachOnce() {
        // the seed's diagram writes every way to get there; each square must come out once
        assertEquals(List.of("e3", "e4", "e5", "e6"), emitted("ifmnDifmnHifmR4fmWfceF", "e2").stream()
            .filter(s -> s.startsWith("e")).toList());
    }

    @Test
    void kingPlusRookEmitsTheAdjacentSquaresOnce() {
        List<String> squares = emitted("KR", "e5");
        assertEquals(squares.stream().distinct().count(), squares.size(), squares.toString());
    }

    @Test
    void dabbabaLeapReplacesTheRooksSecondSquare() {
        SquareMoves m = board.moves("RD", "a1", 0);
        List<String> squares = emitted("RD", "a1");
        assertEquals(squares.stream().distinct().count(), squares.size(), squares.toString());
        // the ray still walks a3 (it blocks) but no longer emits it
        Ray north = java.util.Arrays.stream(m.rays()).filter(r -> r.squares()[0] == board.square("a2")).findFirst().orElseThrow();
        assertEquals(board.square("a3"), north.squares()[1]);
        assertEquals(0, north.squareModes()[1]);
    }

    @Test
    void starCatLeapsAndOvertakesStayDistinct() {
        // the overtakes capture on the way, so they differ from the plain leaps to the same squares
        SquareMoves m = board.moves("KADGHcafKcafmpafKmpafcafKcafcafK", "f6", 0);
        assertEquals(24, m.leaps().length);
        assertEquals(8 + 8 + 8 + 8, m.paths().length);
    }

    @Test
    void nightriderMakesTheKnightsInitialDoubleLeapRedundant() {
        SquareMoves m = board.moves("NNimafN", "b1", 0);
        assertEquals(0, m.paths().length);
    }
}
