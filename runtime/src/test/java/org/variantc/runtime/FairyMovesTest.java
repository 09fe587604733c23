package org.variantc.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.variantc.runtime.Fairy.movesFrom;
import static org.variantc.runtime.Fairy.set;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.EndRules;
import org.variantc.runtime.rules.VariantRules;

/** Hand-built positions of the fairy test variant, each with its exact expected moves. */
class FairyMovesTest {
    private static final VariantRules RULES = Fairy.rules();

    private static Position at(String fen) {
        return Fen.read(RULES, fen);
    }

    private static int sq(String name) {
        return Fairy.TB.square(name);
    }

    @Test
    void cannonHopsOverOneScreenToMoveOrCapture() {
        Position pos = at("3w3k/8/3w4/8/1W1X2w1/8/8/K7 w - - 0 1");
        assertEquals(set("d4a4", "d4d7", "d4d8", "d4h4"), movesFrom(pos, "d4"));
        assertTrue(pos.isAttacked(sq("d8"), 0), "the man beyond the screen");
        assertTrue(pos.isAttacked(sq("d7"), 0), "an empty square beyond the screen");
        assertFalse(pos.isAttacked(sq("d5"), 0), "before the screen");
        assertFalse(pos.isAttacked(sq("e4"), 0), "before the screen");
    }

    @Test
    void cannonCheckIsMetByRemovingTheScreenButNotByAddingOne() {
        Position pos = at("3k4/8/3w4/8/3X4/8/8/K7 b - - 0 1");
        assertTrue(pos.inCheck());
        assertEquals(set("d8c8", "d8e8", "d8c7", "d8e7", "d6c6", "d6e6"), Fairy.moves(pos));
    }

    @Test
    void aManMayNotBecomeTheScreenOfACannonAimedAtItsKing() {
        Position pos = at("3k4/8/2w5/8/3X4/8/8/K7 b - - 0 1");
        assertFalse(pos.inCheck());
        assertEquals(set("d8c8", "d8e8", "d8c7", "d8d7", "d8e7", "c6b6", "c6c5", "c6c7"), Fairy.moves(pos));
    }

    @Test
    void grasshopperLandsRightBehindTheFirstMan() {
        Position pos = at("7k/8/3w4/4w3/1W1G4/8/5W2/K5w1 w - - 0 1");
        assertEquals(set("d4d7", "d4a4", "d4f6", "d4g1"), movesFrom(pos, "d4"));
        assertTrue(pos.isAttacked(sq("g1"), 0));
        assertFalse(pos.isAttacked(sq("e3"), 0));
    }

    @Test
    void catOvertakesTheMiddleManOrDeclinesWithThePlainLeap() {
        Position pos = at("7k/8/8/4w3/3T4/8/8/K7 w - - 0 1");
        assertEquals(set("d4c3", "d4c4", "d4c5", "d4d3", "d4d5", "d4e3", "d4e4", "d4e5", "d4d6", "d4d2", "d4b4",
                "d4f4", "d4b2", "d4b6", "d4f2", "d4f6", "d4f6xe5"), movesFrom(pos, "d4"));
        pos.make(MoveNotation.parse(pos, "d4f6xe5"));
        assertEquals("7k/8/5T2/8/8/8/8/K7 b - - 0 1", Fen.write(pos));
        pos.unmake();
        pos.make(MoveNotation.parse(pos, "d4f6"));
        assertEquals("7k/8/5T2/4w3/8/8/8/K7 b - - 1 1", Fen.write(pos));
    }

    @Test
    void aPathCapturesEveryManOnItsCaptureSteps() {
        Position pos = at("k7/8/8/8/8/3w4/3w4/3U3K w - - 0 1");
        assertEquals(set("d1d4xd2xd3"), movesFrom(pos, "d1"));
        pos.make(MoveNotation.parse(pos, "d1d4xd2xd3"));
        assertEquals("k7/8/8/8/3U4/8/8/7K b - - 0 1", Fen.write(pos));
        assertEquals(pos.computeHash(), pos.hash());
    }

    @Test
    void knightDoubleLeapNeedsAnEmptyMiddleAndAVirginKnight() {
        assertEquals(set("b1a3", "b1c3", "b1d2", "b1d5", "b1f3"),
                movesFrom(at("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1"), "b1"));
        assertEquals(set("b1a3", "b1d2", "b1f3"), movesFrom(at("4k3/8/8/8/8/2W5/8/1N2K3 w - - 0 1"), "b1"));
        Position pos = at("4k3/8/8/8/8/8/8/1N2K3 w - - 0 1");
        for (String m : List.of("b1a3", "e8d8", "a3b1", "d8e8")) {
            pos.make(MoveNotation.parse(pos, m));
        }
        assertEquals(set("b1a3", "b1c3", "b1d2"), movesFrom(pos, "b1"), "the double leap is gone once moved");
    }

    @Test
    void knightDoubleLeapAttacksItsLandingSquare() {
        Position pos = at("8/8/8/3k4/8/8/8/1N2K3 b - - 0 1");
        assertTrue(pos.inCheck());
        assertFalse(at("8/8/8/3k4/8/2W5/8/1N2K3 b - - 0 1").inCheck(), "a blocked middle gives no check");
    }

    @Test
    void halflingRangeDependsOnTheSquare() {
        Position a5 = at("7k/8/8/H7/8/8/8/7K w - - 0 1");
        assertEquals(set("a5a6", "a5a7", "a5a4", "a5a3", "a5b5", "a5c5", "a5d5", "a5e5"), movesFrom(a5, "a5"));
        assertTrue(a5.isAttacked(sq("e5"), 0));
        assertFalse(a5.isAttacked(sq("f5"), 0));
        assertFalse(a5.isAttacked(sq("a8"), 0));
        Position a1 = at("7k/8/8/8/8/8/8/H6K w - - 0 1");
        assertEquals(set("a1a2", "a1a3", "a1a4", "a1a5", "a1b1", "a1c1", "a1d1", "a1e1"), movesFrom(a1, "a1"));
    }

    @Test
    void aFourSquareAdvanceOpensThreeEnPassantSquaresForOneMove() {
        Position pos = at("4k3/8/3p4/5p2/3p4/8/4P3/4K3 w - - 0 1");
        assertEquals(set("e2e3", "e2e4", "e2e5", "e2e6"), movesFrom(pos, "e2"));
        pos.make(MoveNotation.parse(pos, "e2e6"));
        assertEquals("4k3/8/3pP3/5p2/3p4/8/8/4K3 b - e3e4e5 0 1", Fen.write(pos));
        assertEquals(Fen.write(pos), Fen.write(Fen.read(RULES, Fen.write(pos))));
        assertEquals(set("d4d3", "d4c4", "d4e4", "d4e3"), movesFrom(pos, "d4"));
        assertEquals(set("f5f4", "f5e4"), movesFrom(pos, "f5"));
        assertEquals(set("d6d5", "d6e5"), movesFrom(pos, "d6"));
        pos.make(MoveNotation.parse(pos, "f5e4"));
        assertEquals("4k3/8/3p4/8/3pp3/8/8/4K3 w - - 0 2", Fen.write(pos), "the victim on e6 is gone");
        pos.unmake();
        pos.make(MoveNotation.parse(pos, "e8d8"));
        pos.make(MoveNotation.parse(pos, "e1d1"));
        assertEquals(set("d4d3", "d4c4", "d4e4"), movesFrom(pos, "d4"));
        assertEquals(set("f5f4"), movesFrom(pos, "f5"));
        assertEquals(set("d6d5"), movesFrom(pos, "d6"));
    }

    @Test
    void enPassantVictimElsewhereMustHaveMadeTheStep() {
        // This Pawn's only step that opens en-passant squares is straight on: it never passed c3
        // on its way to d4 (issue 19). The arrow form itself is read and written in Nearlydouble's tests.
        String fen = "4k3/8/8/8/3Pp3/8/8/4K3 b - c3>d4 0 1";
        FenException e = org.junit.jupiter.api.Assertions.assertThrows(FenException.class, () -> at(fen));
        assertEquals("bad FEN (en passant): the Pawn on d4 could not have passed over c3 in one move that makes "
                + "en-passant squares in \"" + fen + "\"", e.getMessage());
    }

    @Test
    void optionalPromotionMayBeDeclinedAndIsOfferedOnlyOnEntering() {
        VariantRules rules = Fairy.rules(Map.of(Fairy.T, List.of(TableBuilder.promotion(Fairy.TB.lastRank(), true,
                Fairy.Q))), List.of(), EndRules.FIDE);
        Position pos = Fen.read(rules, "7k/8/1T6/8/8/8/8/K7 w - - 0 1");
        assertTrue(movesFrom(pos, "b6").containsAll(set("b6b8q", "b6b8=", "b6d8q", "b6d8=")));
        assertFalse(movesFrom(pos, "b6").contains("b6b8"));
        long declined = MoveNotation.parse(pos, "b6b8");
        assertEquals(MoveNotation.parse(pos, "b6b8="), declined, "the form without '=' names the declined move");
        pos.make(declined);
        assertEquals("1T5k/8/8/8/8/8/8/K7 b - - 1 1", Fen.write(pos));
        pos.make(MoveNotation.parse(pos, "h8h7"));
        assertTrue(movesFrom(pos, "b8").contains("b8d8"), "moving along the last rank never promotes");
        assertFalse(movesFrom(pos, "b8").contains("b8d8q"));
    }

    // The test Pawn also steps sideways from its 5th rank on: b7a7 and b7c7 in the lists below.

    @Test
    void promotionChoicesRespectLimits() {
        int max = Integer.MAX_VALUE;
        VariantRules rules = Fairy.rules(Map.of(Fairy.P, List.of(new org.variantc.runtime.rules.PromotionRule(
                Fairy.TB.lastRank(), new int[] {Fairy.Q, Fairy.T, Fairy.W}, new int[] {1, max, max}, 0, false))),
                List.of(), EndRules.FIDE);
        assertEquals(set("b7a7", "b7c7", "b7b8q", "b7b8t", "b7b8w"), movesFrom(Fen.read(rules, "7k/1P6/8/8/8/8/8/K7 w"), "b7"));
        assertEquals(set("b7a7", "b7c7", "b7b8t", "b7b8w"), movesFrom(Fen.read(rules, "7k/1P6/8/8/8/8/8/KQ6 w"), "b7"));
    }

    @Test
    void promotionQuotaLimitsChoicesToTypesBelowIt() {
        VariantRules rules = Fairy.rules(Map.of(Fairy.P, List.of(new org.variantc.runtime.rules.PromotionRule(
                Fairy.TB.lastRank(), new int[] {Fairy.Q, Fairy.T, Fairy.W}, new int[] {9, 9, 9}, 1, false))),
                List.of(), EndRules.FIDE);
        assertEquals(set("b7a7", "b7c7", "b7b8w"), movesFrom(Fen.read(rules, "7k/1P6/8/8/8/8/8/KQT5 w"), "b7"));
        assertEquals(set("b7a7", "b7c7", "b7b8q", "b7b8t", "b7b8w"),
                movesFrom(Fen.read(rules, "7k/1P6/8/8/8/8/8/KQTW4 w"), "b7"));
    }

    @Test
    void aMandatoryPromotionWithNoChoiceLeftIsNoMove() {
        VariantRules rules = Fairy.rules(Map.of(Fairy.P, List.of(new org.variantc.runtime.rules.PromotionRule(
                Fairy.TB.lastRank(), new int[] {Fairy.Q}, new int[] {1}, 0, false))), List.of(), EndRules.FIDE);
        assertEquals(set("b7a7", "b7c7", "b7b8q"), movesFrom(Fen.read(rules, "7k/1P6/8/8/8/8/8/K7 w"), "b7"));
        assertEquals(set("b7a7", "b7c7"), movesFrom(Fen.read(rules, "7k/1P6/8/8/8/8/8/KQ6 w"), "b7"));
    }
}
