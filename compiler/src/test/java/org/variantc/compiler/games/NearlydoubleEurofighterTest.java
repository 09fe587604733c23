package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.variantc.compiler.games.NearlydoubleBoard.board;
import static org.variantc.compiler.games.NearlydoubleBoard.from;
import static org.variantc.compiler.games.NearlydoubleBoard.play;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.variantc.runtime.position.Position;

/**
 * The Eurofighter double step (spec §5): from the Pawn's own 3rd or 4th rank, two forward steps,
 * each a straight move or a diagonal capture; en passant against the square the first step
 * reached, by an enemy Pawn, on the next move only.
 */
class NearlydoubleEurofighterTest {
    /**
     * One pattern for a White Pawn on e{r}: the enemy men it needs (squares relative to r), the
     * double step, the men left after it, the enemy Pawn that may then take en passant, and that
     * capture.
     */
    record Pattern(String name, String enemies, String doubleStep, String after, String epPawn, String epCapture) {
        /** The pattern from rank r: every "+1" and "+2" in the text becomes a rank. */
        Pattern at(int r) {
            return new Pattern(name, rank(enemies, r), rank(doubleStep, r), rank(after, r), rank(epPawn, r),
                    rank(epCapture, r));
        }

        private static String rank(String text, int r) {
            return text.replace("+1", String.valueOf(r + 1)).replace("+2", String.valueOf(r + 2))
                    .replace("+0", String.valueOf(r));
        }
    }

    static final List<Pattern> PATTERNS = List.of(
            // m,m: e-e-e, both squares empty; e.p. by a Pawn beside the landing square, onto the square passed.
            new Pattern("m,m", "", "e+0e+2", "Pe+2", "pd+2", "d+2e+1"),
            // m,c: straight on, then a capture; the first victim stands beyond.
            new Pattern("m,c", "pf+2", "e+0f+2", "Pf+2", "pd+2", "d+2e+1"),
            // c,m: a capture, then straight on.
            new Pattern("c,m", "pd+1", "e+0d+2xd+1", "Pd+2", "pc+2", "c+2d+1"),
            // c,c the same way twice.
            new Pattern("c,c", "pd+1 pc+2", "e+0c+2xd+1", "Pc+2", "pe+2", "e+2d+1"),
            // c,c zig-zag, back to the starting file (spec §9.3).
            new Pattern("c,c zig-zag", "pd+1 pe+2", "e+0e+2xd+1", "Pe+2", "pc+2", "c+2d+1"));

    static Stream<Arguments> patternsFromRanksThreeAndFour() {
        List<Arguments> out = new ArrayList<>();
        for (NearlydoubleBoard side : NearlydoubleBoard.values()) {
            for (int rank = 3; rank <= 4; rank++) {
                for (Pattern p : PATTERNS) {
                    out.add(Arguments.of(side, rank, p.name(), p.at(rank)));
                }
            }
        }
        return out.stream();
    }

    @ParameterizedTest(name = "{0} from rank {1}: {2}")
    @MethodSource("patternsFromRanksThreeAndFour")
    void thePatternIsADoubleStep(NearlydoubleBoard side, int rank, String name, Pattern p) {
        Position pos = side.position("Pe" + rank + " " + p.enemies() + " Ka1 kk11");
        assertTrue(from(pos, side.move("e" + rank)).contains(side.move(p.doubleStep())),
                from(pos, side.move("e" + rank)) + " lacks " + p.doubleStep());
        play(pos, side.move(p.doubleStep()));
        assertEquals(side.board(p.after() + " Ka1 kk11"), board(pos));
    }

    /**
     * From rank 3 the square passed over is on rank 4, the capturer's enemy front-Pawn rank, so its
     * en-passant capture is offered the Catapult (the spec's clarification); here it declines.
     */
    @ParameterizedTest(name = "{0} from rank {1}: {2}")
    @MethodSource("patternsFromRanksThreeAndFour")
    void anEnemyPawnTakesEnPassantOnTheNextMoveOnly(NearlydoubleBoard side, int rank, String name, Pattern p) {
        String men = "Pe" + rank + " " + p.enemies() + " " + p.epPawn() + " Ka1 kk11";
        String epPawnOn = side.move(p.epPawn().substring(1));
        List<String> captures = rank == 3 ? side.moves(p.epCapture() + "=", p.epCapture() + "c")
                : side.moves(p.epCapture());
        Position now = play(side.position(men), side.move(p.doubleStep()));
        assertTrue(from(now, epPawnOn).containsAll(captures), from(now, epPawnOn) + " lacks " + captures);
        play(now, captures.get(0));
        String landing = p.epCapture().substring(p.epCapture().length() - 2);
        assertEquals(side.board("p" + landing + " Ka1 kk11"), board(now));

        Position later = play(side.position(men), side.move(p.doubleStep()), side.move("k11k10"),
                side.move("a1a2"));
        assertTrue(from(later, epPawnOn).stream().noneMatch(captures::contains), from(later, epPawnOn).toString());
    }

    /** Only a Pawn takes en passant: a Catapult landing on the square passed over takes nothing. */
    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void onlyAPawnTakesEnPassant(NearlydoubleBoard side) {
        Position p = play(side.position("Pe4 ce8 Ka1 kk11"), side.move("e4e6"));
        play(p, side.move("e8e5"));
        assertEquals(side.board("Pe6 ce5 Ka1 kk11"), board(p));
    }

    /** With enemies on every square a double step could use, a Pawn on another rank steps once. */
    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void noDoubleStepFromOtherRanks(NearlydoubleBoard side) {
        for (int r : new int[] {2, 5, 6}) {
            String enemies = String.format("pd%d pc%d pe%d pf%d", r + 1, r + 2, r + 2, r + 2);
            Position p = side.position("Pe" + r + " " + enemies + " Ka1 kk11");
            assertEquals(side.moves("e" + r + "e" + (r + 1), "e" + r + "d" + (r + 1)), from(p, side.move("e" + r)),
                    "rank " + r);
        }
    }

    /** Every pattern at once from rank 4, the same list as the reference generator gives. */
    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void allPatternsTogether(NearlydoubleBoard side) {
        assertEquals(side.moves("e4e5", "e4e6", "e4f6", "e4d5", "e4d6xd5", "e4c6xd5"),
                from(side.position("Pe4 pd5 pc6 pf6 Ka1 kk11"), side.move("e4")));
        // d6 is held, so c,m to d6 is blocked and m,c takes it; e6 is held, so no m,m.
        assertEquals(side.moves("e4e5", "e4d5", "e4f5", "e4d6", "e4f6xf5", "e4e6xd5", "e4e6xf5"),
                from(side.position("Pe4 pd5 pf5 pe6 pd6 Ka1 kk11"), side.move("e4")));
    }

    /** The condition is the rank, not having moved: a Pawn that stepped from rank 3 to 4 double-steps again. */
    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void aPawnThatSteppedToRankFourMayDoubleStep(NearlydoubleBoard side) {
        Position p = play(side.position("Pe3 Ka1 kk11"), side.move("e3e4"), side.move("k11k10"));
        assertEquals(side.moves("e4e5", "e4e6"), from(p, side.move("e4")));
        Position q = play(side.position("Pe3 Ka1 kk11"), side.move("e3e5"), side.move("k11k10"));
        assertEquals(side.moves("e5e6"), from(q, side.move("e5")));
    }

    /** A capturing double step attacks its landing squares: a King there is in check. */
    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void capturingDoubleStepsGiveCheck(NearlydoubleBoard side) {
        assertTrue(side.position("Pe4 kf6 Ka1", "b - - 0 1").inCheck());          // m,c
        assertTrue(side.position("Pe4 pd5 ke6 Ka1", "b - - 0 1").inCheck());     // c,c zig-zag
        assertTrue(side.position("Pe4 pd5 kc6 Ka1", "b - - 0 1").inCheck());     // c,c
        assertFalse(side.position("Pe4 pe5 kf6 Ka1", "b - - 0 1").inCheck());    // m,c blocked
        assertFalse(side.position("Pe5 pd6 kc7 Ka1", "b - - 0 1").inCheck());    // rank 5: none
    }
}
