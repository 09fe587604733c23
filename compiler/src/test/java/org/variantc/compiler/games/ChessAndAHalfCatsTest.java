package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.variantc.compiler.games.ChessAndAHalf.assertMoves;
import static org.variantc.compiler.games.ChessAndAHalf.board;
import static org.variantc.compiler.games.ChessAndAHalf.boardOf;
import static org.variantc.compiler.games.ChessAndAHalf.play;
import static org.variantc.compiler.games.ChessAndAHalf.position;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.position.Position;

/** Spec §3 and rule 4: the Cat and the Star Cat, their leaps and every overtake. */
class ChessAndAHalfCatsTest {
    private static final String CAT_E1_REST = "e1d1 e1c1 e1f1 e1g1 e1d2 e1c3 e1f2 e1g3";

    private static String[] with(String rest, String... moves) {
        String[] tail = rest.split(" ");
        String[] all = new String[moves.length + tail.length];
        System.arraycopy(moves, 0, all, 0, moves.length);
        System.arraycopy(tail, 0, all, moves.length, tail.length);
        return all;
    }

    @Test
    void catStepsAndLeapsOverAnything() {
        assertMoves(position("Ce1 Pe2 Pf2 Pd2 Ka6 kl7"), "e1", "e1e3", "e1g3", "e1c3", "e1d1", "e1c1", "e1f1", "e1g1");
    }

    @Test
    void catMayOvertakeAnEnemyOrDeclineIt() {
        Position p = position("Ce1 pe2 Ka6 kl7");
        assertMoves(p, "e1", with(CAT_E1_REST, "e1e2", "e1e3", "e1e3xe2"));
        assertEquals(board("Ce3 pe2 Ka6 kl7"), boardOf(play(position("Ce1 pe2 Ka6 kl7"), "e1e3")));
        assertEquals(board("Ce3 Ka6 kl7"), boardOf(play(position("Ce1 pe2 Ka6 kl7"), "e1e3xe2")));
    }

    @Test
    void catOvertakeAlsoTakesTheManOnTheLandingSquare() {
        assertMoves(position("Ce1 pe2 pe3 Ka6 kl7"), "e1", with(CAT_E1_REST, "e1e2", "e1e3", "e1e3xe2"));
        assertEquals(board("Ce3 Ka6 kl7"), boardOf(play(position("Ce1 pe2 pe3 Ka6 kl7"), "e1e3xe2")));
        assertEquals(board("Ce3 pe2 Ka6 kl7"), boardOf(play(position("Ce1 pe2 pe3 Ka6 kl7"), "e1e3")));
    }

    @Test
    void catNeverCapturesAFriendItLeaps() {
        assertMoves(position("Ce1 Pe2 pf2 Ka6 kl7"), "e1", "e1e3", "e1f2", "e1g3", "e1g3xf2", "e1d1", "e1c1", "e1f1", "e1g1",
                "e1d2", "e1c3");
    }

    @Test
    void catOvertakesDiagonallyAndForBlack() {
        assertMoves(position("ce12 Pd11 kl7 Ka6", "b - - 0 1"), "e12",
                "e12d11", "e12c10", "e12c10xd11", "e12e11", "e12e10", "e12f11", "e12g10",
                "e12d12", "e12c12", "e12f12", "e12g12");
    }

    @Test
    void starCatOvertakesEverySubsetOfTheEnemiesPassedOver() {
        Position p = position("Sd1 pd2 pd3 Ka6 kl7");
        assertMoves(p, "d1d", "d1d2", "d1d3", "d1d3xd2", "d1d4", "d1d4xd2", "d1d4xd3", "d1d4xd2xd3");
        assertEquals(board("Sd4 Ka6 kl7"), boardOf(play(position("Sd1 pd2 pd3 Ka6 kl7"), "d1d4xd2xd3")));
        assertEquals(board("Sd4 pd3 Ka6 kl7"), boardOf(play(position("Sd1 pd2 pd3 Ka6 kl7"), "d1d4xd2")));
        assertEquals(board("Sd4 pd2 Ka6 kl7"), boardOf(play(position("Sd1 pd2 pd3 Ka6 kl7"), "d1d4xd3")));
        assertEquals(board("Sd4 pd2 pd3 Ka6 kl7"), boardOf(play(position("Sd1 pd2 pd3 Ka6 kl7"), "d1d4")));
    }

    @Test
    void starCatOvertakesWithAVictimOnTheLandingSquare() {
        assertMoves(position("Sd1 pd2 pd3 pd4 Ka6 kl7"), "d1d", "d1d2", "d1d3", "d1d3xd2", "d1d4", "d1d4xd2", "d1d4xd3",
                "d1d4xd2xd3");
        assertEquals(board("Sd4 Ka6 kl7"), boardOf(play(position("Sd1 pd2 pd3 pd4 Ka6 kl7"), "d1d4xd2xd3")));
    }

    @Test
    void starCatJumpsFriendsWithoutCapturingThem() {
        assertMoves(position("Sd1 Pd2 pd3 Ka6 kl7"), "d1d", "d1d3", "d1d4", "d1d4xd3");
        assertMoves(position("Sd1 pd2 Pd3 Ka6 kl7"), "d1d", "d1d2", "d1d4", "d1d4xd2");
        assertMoves(position("Sd1 Pd2 Pd3 Ka6 kl7"), "d1d", "d1d4");
        assertMoves(position("Sd1 pe2 Pf3 Ka6 kl7"), "d1e2", "d1e2");
        assertMoves(position("Sd1 pe2 Pf3 Ka6 kl7"), "d1g4", "d1g4", "d1g4xe2");
    }

    @Test
    void starCatOvertakesDiagonallyAndForBlack() {
        assertMoves(position("si12 Ph11 Pg10 kl7 Ka6", "b - - 0 1"), "i12",
                "i12h11", "i12g10", "i12g10xh11", "i12f9", "i12f9xh11", "i12f9xg10", "i12f9xh11xg10",
                "i12i11", "i12i10", "i12i9", "i12j11", "i12k10", "i12l9",
                "i12h12", "i12g12", "i12f12", "i12j12", "i12k12", "i12l12");
    }

    @Test
    void anOvertakeGivesCheckOnlyWhereItCanCapture() {
        // The Star Cat attacks the King two squares away whatever stands between.
        Position p = position("Sd1 Pd2 kd3 Ka6", "b - - 0 1");
        assertTrue(p.inCheck());
    }
}
