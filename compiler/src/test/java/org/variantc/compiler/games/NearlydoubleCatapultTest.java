package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.variantc.compiler.games.NearlydoubleBoard.board;
import static org.variantc.compiler.games.NearlydoubleBoard.from;
import static org.variantc.compiler.games.NearlydoubleBoard.play;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.variantc.runtime.position.Position;

/** The Catapult, NH: the Knight's eight leaps and the four straight leaps of three (spec §2). */
class NearlydoubleCatapultTest {
    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void twelveLeapsFromTheMiddle(NearlydoubleBoard side) {
        Position p = side.position("Cf6 Ka1 kk11");
        assertEquals(side.moves("f6e8", "f6g8", "f6d7", "f6h7", "f6d5", "f6h5", "f6e4", "f6g4",
                "f6f9", "f6f3", "f6c6", "f6i6"), from(p, side.move("f6")));
    }

    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void fewerNearTheEdges(NearlydoubleBoard side) {
        assertEquals(side.moves("a1b3", "a1c2", "a1d1", "a1a4"), from(side.position("Ca1 Kk1 kk11"), side.move("a1")));
        assertEquals(side.moves("b2a4", "b2c4", "b2d3", "b2d1", "b2e2", "b2b5"),
                from(side.position("Cb2 Kk1 kk11"), side.move("b2")));
        assertEquals(side.moves("k6j8", "k6i7", "k6i5", "k6j4", "k6k9", "k6k3", "k6h6"),
                from(side.position("Ck6 Ka1 ka11"), side.move("k6")));
    }

    /** Both leaps jump whatever stands between; own men block the landing square, enemies are taken. */
    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void leapsOverMenAndCapturesOnLanding(NearlydoubleBoard side) {
        Position p = side.position("Cf6 Pf7 Pf8 Pe6 Pd6 Pg6 Pg7 Pe7 Qe8 pg8 rc6 Ka1 kk11");
        assertEquals(side.moves("f6g8", "f6d7", "f6h7", "f6d5", "f6h5", "f6e4", "f6g4",
                "f6f9", "f6f3", "f6c6", "f6i6"), from(p, side.move("f6")));
        play(p, side.move("f6c6"));
        assertEquals(side.board("Cc6 Pf7 Pf8 Pe6 Pd6 Pg6 Pg7 Pe7 Qe8 pg8 Ka1 kk11"), board(p));
    }

    /** Its leaps give check: a King three squares straight from a Catapult, with men between, is in check. */
    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void theStraightLeapGivesCheck(NearlydoubleBoard side) {
        Position p = side.position("Cf6 pf7 pf8 Ka1 kf9", "b - - 0 1");
        assertEquals(true, p.inCheck());
        assertEquals(false, side.position("Cf6 pf7 pf8 Ka1 kf10", "b - - 0 1").inCheck());
    }
}
