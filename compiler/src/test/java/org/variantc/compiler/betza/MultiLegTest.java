package org.variantc.compiler.betza;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.variantc.compiler.tables.EmptyBoard;
import org.variantc.runtime.rules.Modes;
import org.variantc.runtime.rules.Path;
import org.variantc.runtime.rules.SquareMoves;
import org.variantc.runtime.rules.Step;

/** Multi-leg moves (a): legs, turns relative to the previous leg, and what each square must hold. */
class MultiLegTest {
    private final EmptyBoard board = new EmptyBoard(12, 12);
    private final EmptyBoard small = new EmptyBoard(11, 11);

    /** Each path as "squares:conditions:final modes", e.g. "e2,e3:C:MC". */
    private List<String> paths(EmptyBoard b, String betza, String from, int side) {
        SquareMoves m = b.moves(betza, from, side);
        List<String> out = new ArrayList<>();
        for (Path p : m.paths()) {
            StringBuilder s = new StringBuilder();
            for (int i = 0; i < p.squares().length; i++) {
                s.append(i == 0 ? "" : ",").append(b.name(p.squares()[i]));
            }
            s.append(':');
            for (byte c : p.conditions()) {
                s.append(switch (c) {
                    case Step.EMPTY -> 'E';
                    case Step.CAPTURE -> 'C';
                    case Step.OCCUPIED -> 'O';
                    default -> 'A';
                });
            }
            s.append(':').append(Modes.has(p.modes(), Modes.MOVE) ? "M" : "").append(Modes.has(p.modes(), Modes.CAPTURE) ? "C" : "");
            s.append(Modes.has(p.modes(), Modes.INITIAL) ? "i" : "");
            out.add(s.toString());
        }
        return new ArrayList<>(new TreeSet<>(out));
    }

    @Test
    void catOvertakesTheManNextToIt() {
        assertEquals(List.of(
            "d1,c1:C:MC", "d2,c3:C:MC", "e2,e3:C:MC", "f1,g1:C:MC", "f2,g3:C:MC"),
            paths(board, "cafK", "e1", 0));
    }

    @Test
    void starCatOvertakesEveryWayTheSpecAllows() {
        List<String> paths = paths(board, "cafmpafK cafcafK mpafcafK", "e1", 0).stream()
            .filter(p -> p.startsWith("e2,e3,e4")).toList();
        assertEquals(List.of("e2,e3,e4:AC:MC", "e2,e3,e4:CA:MC", "e2,e3,e4:CC:MC"), paths);
    }

    @Test
    void knightDoubleLeapNeedsAnEmptyMiddleAndAnUnmovedKnight() {
        assertEquals(List.of("c3,d5:E:MCi", "d2,f3:E:MCi"), paths(board, "NimafN", "b1", 0));
        assertEquals("a3 c3 d2 d5 f3", board.destinations("NimafN", "b1"));
    }

    @Test
    void eurofighterHasItsFourPatterns() {
        String eurofighter = "fmafmW fmafscW flcafrmF frcaflmF fcafcF frcalcF flcarcF";
        assertEquals(List.of(
            "b4,a5:C:C", "b4,b5:C:M", "b4,c5:C:C",
            "c4,b5:E:C", "c4,c5:E:M", "c4,d5:E:C",
            "d4,c5:C:C", "d4,d5:C:M", "d4,e5:C:C"),
            paths(small, eurofighter, "c3", 0));
        assertEquals(List.of(
            "b8,a7:C:C", "b8,b7:C:M", "b8,c7:C:C",
            "c8,b7:E:C", "c8,c7:E:M", "c8,d7:E:C",
            "d8,c7:C:C", "d8,d7:C:M", "d8,e7:C:C"),
            paths(small, eurofighter, "c9", 1));
    }

    @Test
    void maoBendsAfterItsOrthogonalStep() {
        assertEquals(List.of("e5,d6:E:MC", "e5,f6:E:MC"), paths(board, "fafsW", "e4", 0));
    }
}
