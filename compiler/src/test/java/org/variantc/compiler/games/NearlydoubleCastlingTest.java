package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.variantc.compiler.games.NearlydoubleBoard.board;
import static org.variantc.compiler.games.NearlydoubleBoard.from;
import static org.variantc.compiler.games.NearlydoubleBoard.play;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * The four castlings of spec §6 for both sides. Inner: King f1-h1 with Rook j1-g1, King f1-d1
 * with Rook b1-e1. Outer: King f1-i1 with Rook k1-h1, King f1-c1 with Rook a1-d1; the inner Rook
 * must have left, as the outer Rook crosses its square. Each is written as the King's move, and
 * the four King moves differ, so the notation tells them apart.
 */
class NearlydoubleCastlingTest {
    private static final List<String> KING_STEPS = List.of("f1e1", "f1g1", "f1e2", "f1f2", "f1g2");

    private static List<String> kingMoves(NearlydoubleBoard side, String... castlings) {
        String[] all = new String[KING_STEPS.size() + castlings.length];
        for (int i = 0; i < all.length; i++) {
            all[i] = i < KING_STEPS.size() ? KING_STEPS.get(i) : castlings[i - KING_STEPS.size()];
        }
        return side.moves(all);
    }

    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void innerCastlingBothWays(NearlydoubleBoard side) {
        String men = "Ra1 Rb1 Kf1 Rj1 Rk1 kf11";
        Position p = side.position(men, "w ABJK - 0 1");
        // With both inner Rooks at home only the inner castlings are open.
        assertEquals(kingMoves(side, "f1h1", "f1d1"), from(p, side.move("f1")));
        assertEquals(side.board("Ra1 Rb1 Rg1 Kh1 Rk1 kf11"), board(play(side.position(men, "w ABJK - 0 1"),
                side.move("f1h1"))));
        assertEquals(side.board("Ra1 Kd1 Re1 Rj1 Rk1 kf11"), board(play(side.position(men, "w ABJK - 0 1"),
                side.move("f1d1"))));
    }

    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void outerCastlingOnceTheInnerRookHasGone(NearlydoubleBoard side) {
        String men = "Ra1 Kf1 Rk1 kf11";
        Position p = side.position(men, "w AK - 0 1");
        assertEquals(kingMoves(side, "f1i1", "f1c1"), from(p, side.move("f1")));
        assertEquals(side.board("Ra1 Rh1 Ki1 kf11"), board(play(side.position(men, "w AK - 0 1"), side.move("f1i1"))));
        assertEquals(side.board("Kc1 Rd1 Rk1 kf11"), board(play(side.position(men, "w AK - 0 1"), side.move("f1c1"))));
        // Any man on the inner Rook's square blocks it.
        assertEquals(kingMoves(side), from(side.position("Ra1 Bb1 Kf1 Nj1 Rk1 kf11".replace("N", "C"), "w AK - 0 1"),
                side.move("f1")));
    }

    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void eachRookHasItsOwnRight(NearlydoubleBoard side) {
        Position p = side.position("Ra1 Rb1 Kf1 Rj1 Rk1 kf11", "w ABJK - 0 1");
        play(p, side.move("j1j2"), side.move("f11f10"), side.move("j2j3"), side.move("f10f11"));
        // Its inner castling is gone and, with j1 empty, the outer one on that wing is open.
        assertEquals(kingMoves(side, "f1d1", "f1i1"), from(p, side.move("f1")), "the inner Rook has moved");
        play(p, side.move("j3j5"), side.move("f11f10"), side.move("j5j1"), side.move("f10f11"));
        assertEquals(kingMoves(side, "f1d1"), from(p, side.move("f1")), "back home, it has still moved");
        play(p, side.move("f1e1"), side.move("f11f10"), side.move("e1f1"), side.move("f10f11"));
        assertEquals(kingMoves(side), from(p, side.move("f1")), "the King has moved");
    }

    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void emptySquaresBetween(NearlydoubleBoard side) {
        assertEquals(kingMoves(side, "f1d1"),
                from(side.position("Ra1 Rb1 Kf1 Bi1 Rj1 Rk1 kf11", "w ABJK - 0 1"), side.move("f1")));
        assertEquals(kingMoves(side, "f1h1"),
                from(side.position("Ra1 Rb1 Bc1 Kf1 Rj1 Rk1 kf11", "w ABJK - 0 1"), side.move("f1")));
        assertEquals(kingMoves(side, "f1i1"),
                from(side.position("Ra1 Bb1 Kf1 Rk1 kf11", "w AK - 0 1"), side.move("f1")));
    }

    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void notOutOfCheckNorThroughOrOntoAttackedSquares(NearlydoubleBoard side) {
        String rooks = "Ra1 Kf1 Rk1 kf11 ";
        assertEquals(List.of(), from(side.position(rooks + "rf9 Pe2 Pg2", "w AK - 0 1"), side.move("f1")).stream()
                .filter(m -> m.endsWith(side.move("c1")) || m.endsWith(side.move("i1"))).toList(), "in check");
        // g1 attacked (by a Catapult on g4, which also hits f2): the King may not pass it to i1.
        assertEquals(side.moves("f1e1", "f1e2", "f1g2", "f1c1"),
                from(side.position(rooks + "cg4", "w AK - 0 1"), side.move("f1")));
        // i1 attacked: not onto it; h1 attacked: not across it.
        assertFalse(from(side.position(rooks + "ci4", "w AK - 0 1"), side.move("f1")).contains(side.move("f1i1")));
        assertFalse(from(side.position(rooks + "ch4", "w AK - 0 1"), side.move("f1")).contains(side.move("f1i1")));
        // b1 (crossed by the Rook only) and j1 attacked do not matter.
        Position rookSquares = side.position(rooks + "cb4 cj4", "w AK - 0 1");
        assertTrue(from(rookSquares, side.move("f1")).containsAll(side.moves("f1c1", "f1i1")));
        // Inner: h1 attacked stops f1h1, d1 attacked stops f1d1, i1 attacked (Rook crosses it) does not.
        Position inner = side.position("Ra1 Rb1 Kf1 Rj1 Rk1 kf11 ci4", "w ABJK - 0 1");
        assertTrue(from(inner, side.move("f1")).containsAll(side.moves("f1h1", "f1d1")));
        assertFalse(from(side.position("Rb1 Kf1 Rj1 kf11 ch4", "w BJ - 0 1"), side.move("f1"))
                .contains(side.move("f1h1")));
        assertFalse(from(side.position("Rb1 Kf1 Rj1 kf11 cd4", "w BJ - 0 1"), side.move("f1"))
                .contains(side.move("f1d1")));
    }

    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void castlingTextReadsBackAsTheSameMove(NearlydoubleBoard side) {
        for (String castle : List.of("f1h1", "f1d1")) {
            Position p = side.position("Ra1 Rb1 Kf1 Rj1 Rk1 kf11", "w ABJK - 0 1");
            assertEquals(side.move(castle), MoveNotation.format(p, MoveNotation.parse(p, side.move(castle))));
        }
        for (String castle : List.of("f1i1", "f1c1")) {
            Position p = side.position("Ra1 Kf1 Rk1 kf11", "w AK - 0 1");
            assertEquals(side.move(castle), MoveNotation.format(p, MoveNotation.parse(p, side.move(castle))));
        }
    }

    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void castlingTakesAwayBothOfTheSidesRights(NearlydoubleBoard side) {
        Position p = play(side.position("Ra1 Rb1 Kf1 Rj1 Rk1 kf11 ra11 rk11", "w ABJKak - 0 1"), side.move("f1h1"));
        assertEquals(side == NearlydoubleBoard.WHITE ? "ak" : "AK", Fen.write(p).split(" ")[2]);
    }
}
