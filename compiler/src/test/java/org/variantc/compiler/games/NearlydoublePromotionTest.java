package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.variantc.compiler.games.NearlydoubleBoard.board;
import static org.variantc.compiler.games.NearlydoubleBoard.from;
import static org.variantc.compiler.games.NearlydoubleBoard.play;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.variantc.runtime.notation.IllegalMoveException;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * Promotion by rank with counts (spec §7): on arrival on rank 8 a Catapult, on rank 9 a Bishop,
 * on rank 10 a Rook, each optional and only while the side has fewer than four; on rank 11
 * compulsory, to a type of which it has fewer than four while there is one.
 */
class NearlydoublePromotionTest {
    private static final String KINGS = " Ka1 kk11";
    private static final String THREE_CATAPULTS = " Ca2 Cb2 Cc2";
    private static final String FULL_QUOTA = " Qa3 Qb3 Ra4 Rb4 Rc4 Rd4 Ba5 Bb5 Bc5 Bd5 Ca6 Cb6 Cc6 Cd6";

    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void rankEightOffersACatapultWhileThereAreFewerThanFour(NearlydoubleBoard side) {
        assertEquals(side.moves("e7e8c", "e7e8="), from(side.position("Pe7" + THREE_CATAPULTS + KINGS), side.move("e7")));
        assertEquals(side.moves("e7e8"), from(side.position("Pe7 Cd2" + THREE_CATAPULTS + KINGS), side.move("e7")));
        // Arriving by a capture counts too, and a taken offer makes the Catapult.
        Position p = side.position("Pe7 pd8" + THREE_CATAPULTS + KINGS);
        assertEquals(side.moves("e7e8c", "e7e8=", "e7d8c", "e7d8="), from(p, side.move("e7")));
        play(p, side.move("e7d8c"));
        assertEquals(4, p.pieceCount(side.ordinal(), catapult()));
    }

    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void rankNineOffersABishop(NearlydoubleBoard side) {
        assertEquals(side.moves("e8e9b", "e8e9="), from(side.position("Pe8 Ba2 Bc2 Bd2" + KINGS), side.move("e8")));
        assertEquals(side.moves("e8e9"), from(side.position("Pe8 Ba2 Bc2 Bd2 Be2" + KINGS), side.move("e8")));
    }

    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void rankTenOffersARook(NearlydoubleBoard side) {
        assertEquals(side.moves("e9e10r", "e9e10="), from(side.position("Pe9 Rb2 Rc2 Rd2" + KINGS), side.move("e9")));
        assertEquals(side.moves("e9e10"), from(side.position("Pe9 Rb2 Rc2 Rd2 Re2" + KINGS), side.move("e9")));
    }

    /** A Pawn that declined on rank 8 is offered the Bishop on rank 9, not the Catapult again. */
    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void aDeclinedPawnIsOfferedTheNextRanksPiece(NearlydoubleBoard side) {
        Position p = play(side.position("Pe7" + KINGS), side.move("e7e8="), side.move("k11k10"));
        assertEquals(side.moves("e8e9b", "e8e9="), from(p, side.move("e8")));
        play(p, side.move("e8e9="), side.move("k10k11"));
        assertEquals(side.moves("e9e10r", "e9e10="), from(p, side.move("e9")));
    }

    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void theLastRankIsCompulsory(NearlydoubleBoard side) {
        Position p = side.position("Pe10 pd11" + FULL_QUOTA.replace(" Qb3", " Qb3 Qc3 Qd3") + KINGS);
        assertEquals(side.moves("e10e11q", "e10e11r", "e10e11b", "e10e11c", "e10d11q", "e10d11r", "e10d11b",
                "e10d11c"), from(p, side.move("e10")));
        assertThrows(IllegalMoveException.class, () -> MoveNotation.parse(p, side.move("e10e11=")));
        assertThrows(IllegalMoveException.class, () -> MoveNotation.parse(p, side.move("e10e11k")));
        assertThrows(IllegalMoveException.class, () -> MoveNotation.parse(p, side.move("e10e11p")));
    }

    /** While some type is under four, only such types; below four of everything, all of them. */
    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void theLastRankHasAQuotaOfFour(NearlydoubleBoard side) {
        assertEquals(side.moves("e10e11q", "e10e11r", "e10e11b", "e10e11c"),
                from(side.position("Pe10" + KINGS), side.move("e10")));
        assertEquals(side.moves("e10e11q", "e10e11r"),
                from(side.position("Pe10" + FULL_QUOTA.replace(" Rd4", "") + KINGS), side.move("e10")));
        assertEquals(side.moves("e10e11c"), from(side.position("Pe10 Qc3 Qd3" + FULL_QUOTA.replace(" Cd6", "")
                + KINGS), side.move("e10")));
    }

    /** Gilman: with the full quota (4 R, 4 B, 4 C, 2 Q) the first two promotions must be Queens. */
    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void withAFullQuotaTheFirstTwoPromotionsAreQueens(NearlydoubleBoard side) {
        Position p = side.position("Pe10 Pg10 Pi10" + FULL_QUOTA + KINGS);
        assertEquals(side.moves("e10e11q"), from(p, side.move("e10")));
        play(p, side.move("e10e11q"), side.move("k11k10"));
        assertEquals(side.moves("g10g11q"), from(p, side.move("g10")));
        play(p, side.move("g10g11q"), side.move("k10k9"));
        assertEquals(side.moves("i10i11q", "i10i11r", "i10i11b", "i10i11c"), from(p, side.move("i10")));
    }

    /** Clarification: after a double step from rank 9 the en-passant capture lands on rank 8 and is offered the Catapult. */
    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void enPassantArrivingOnRankEightIsOfferedTheCatapult(NearlydoubleBoard side) {
        String men = "Pc7 pd9" + KINGS;
        Position p = play(side.position(men, "b - - 0 1"), side.move("d9d7"));
        assertEquals(side.moves("c7c8c", "c7c8=", "c7d8c", "c7d8="), from(p, side.move("c7")));
        play(p, side.move("c7d8c"));
        assertEquals(side.board("Cd8" + KINGS), board(p).replace("~", ""));

        Position full = play(side.position(men + " Ca2 Cb2 Cc2 Cd2", "b - - 0 1"), side.move("d9d7"));
        assertEquals(side.moves("c7c8", "c7d8"), from(full, side.move("c7")));
        play(full, side.move("c7d8"));
        assertEquals(side.board("Pd8 Ca2 Cb2 Cc2 Cd2" + KINGS), board(full));
    }

    /** Counts are of men on the board before the move: capturing the enemy's men changes nothing. */
    @ParameterizedTest
    @EnumSource(NearlydoubleBoard.class)
    void countsAreTheMoversOwnMen(NearlydoubleBoard side) {
        Position p = side.position("Pe7 cd8 ca2 cb2 cc2 cd2" + THREE_CATAPULTS + KINGS);
        assertEquals(side.moves("e7e8c", "e7e8=", "e7d8c", "e7d8="), from(p, side.move("e7")));
    }

    private static int catapult() {
        return NearlydoubleBoard.RULES.pieces().stream().map(piece -> piece.id()).toList().indexOf("C");
    }
}
