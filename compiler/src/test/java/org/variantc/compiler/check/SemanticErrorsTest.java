package org.variantc.compiler.check;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Each semantic error the checker knows, at its exact line and column. */
class SemanticErrorsTest {
    private static void expect(String text, String... errors) {
        assertEquals(List.of(errors), Checks.errors(text));
        assertEquals(errors.length == 0, Checks.compile(text).succeeded());
    }

    @Test
    void theBaseDefinitionIsClean() {
        expect(Checks.BASE);
    }

    @Test
    void unknownIdInSetup() {
        expect(Checks.base("r3k2r/pppppppp", "r3k2r/ppppzppp"), "9:18: unknown piece id 'Z' in the setup");
    }

    @Test
    void twoLetterIdsInSetupAreWrittenInParentheses() {
        expect(Checks.base("r3k2r/pppppppp", "r3k2r/ppp(xy)pppp"), "9:17: unknown piece id 'XY' in the setup");
    }

    @Test
    void setupWithTooManyRanks() {
        expect(Checks.base("/8/8/8/8/", "/8/8/8/8/8/"), "9:42: the setup has more ranks than the board's 8");
    }

    @Test
    void setupWithTooFewRanks() {
        expect(Checks.base("/8/8/8/8/", "/8/8/8/"), "9:43: the setup has 7 ranks but the board has 8");
    }

    @Test
    void setupRankTooLong() {
        expect(Checks.base("r3k2r/", "r3k3r/"), "9:12: rank 8 of the setup is longer than the board's 8 files");
    }

    @Test
    void setupRankTooShort() {
        expect(Checks.base("r3k2r/", "r3k1r/"), "9:13: rank 8 of the setup has 7 squares but the board has 8 files");
    }

    @Test
    void unknownIdInPromotion() {
        expect(Checks.base("to R", "to X"), "7:24: promotion to undefined piece 'X'");
    }

    @Test
    void unknownIdInGoal() {
        expect(Checks.BASE + "end { win when Z reaches rank 8 }\n", "13:16: unknown piece id 'Z' in a win rule");
    }

    @Test
    void pawnDropsResetNoCountWhenThereIsNoMoveRule() {
        expect(Checks.BASE + "end { draw after 0 moves reset by pawn drops }\n",
                "13:7: 'reset by pawn drops' with no move rule: there is no count to reset");
    }

    @Test
    void capturesResetNoCountWhenThereIsNoMoveRule() {
        expect(Checks.BASE + "end { draw after 0 moves without a capture }\n",
                "13:7: 'without a capture' with no move rule: there is no count to reset");
    }

    @Test
    void theMoveRuleSaysWithoutACapture() {
        expect(Checks.BASE + "end { draw after 60 moves without any capture }\n",
                "13:35: expected 'a' in 'without a capture', found 'any'");
    }

    @Test
    void drawOddsAndPointsBothDecideDraws() {
        expect(Checks.BASE + "end { points R 5 black wins draws }\n",
                "13:18: 'black wins draws' and the points at line 13 both decide drawn games; keep one");
    }

    @Test
    void castlingSquareOffTheBoard() {
        expect(Checks.base("rook h1", "rook i1"), "11:27: 'i1' is not a square of the 8 x 8 board (a1..h8)");
    }

    @Test
    void castlingWithoutAKing() {
        expect(Checks.base("king e1", "king d1"), "11:8: castling needs a White royal piece on d1 in the setup");
    }

    @Test
    void castlingWithoutARook() {
        expect(Checks.base("rook h1", "rook g1"),
                "11:27: castling needs a White Rook (a non-royal man) on g1 in the setup");
    }

    @Test
    void flexibleCastlingExpandsAndKnowsItsReach() {
        expect(Checks.base("king e1 to g1 with rook h1 to f1", "king e1 with rook a1 moves 1..4"),
                "11:33: the King can move at most 3 squares toward that Rook, which stands 4 away");
        var v = Checks.compile(Checks.base("king e1 to g1 with rook h1 to f1", "king e1 with rook a1 moves 1..3"))
                .variant().orElseThrow();
        assertEquals(List.of(new org.variantc.compiler.model.Castling(4, 3, 0, 4),
                new org.variantc.compiler.model.Castling(4, 2, 0, 3),
                new org.variantc.compiler.model.Castling(4, 1, 0, 2)), v.moves().castlings());
    }

    @Test
    void noRoyalPiece() {
        // Without royal pieces the King is a common man (it may castle); only the way to win is missing.
        expect(Checks.base("\"K\" royal", "\"K\""), "3:1: no royal piece and no other way to win: mark the King"
                + " with royal, or say how the game is won, e.g. end { lose when no men left }");
    }

    @Test
    void duplicateId() {
        expect(Checks.base("piece Rook R", "piece Rook K"), "4:12: duplicate piece id 'K'; King has it already",
                "7:24: promotion to undefined piece 'R'", "9:8: unknown piece id 'R' in the setup",
                "9:12: unknown piece id 'R' in the setup", "9:40: unknown piece id 'R' in the setup",
                "9:44: unknown piece id 'R' in the setup");
    }

    @Test
    void boardSizeOutOfRange() {
        expect(Checks.base("board 8 x 8", "board 17x8"), "2:7: a board has 3 to 16 files, not 17");
    }

    @Test
    void zoneOffTheBoard() {
        expect(Checks.base("from rank 2", "from ranks 2..9"), "6:30: rank 9 is off the board (ranks 1..8)");
    }

    @Test
    void backwardsRange() {
        expect(Checks.base("from rank 2", "from files c..a"), "6:27: file range c..a is backwards; write the left file first");
    }

    @Test
    void dropZoneNeedsDrops() {
        expect(Checks.base("promote on rank 8 to R", "drop on ranks 1..7"),
                "7:3: a drop zone needs drops to be on: add drops { promoted keep } (or gating on rank 1)");
    }

    @Test
    void handNeedsDrops() {
        expect(Checks.base("PPPPPPPP/R3K2R\"", "PPPPPPPP/R3K2R\" hand \"Rr\""),
                "9:52: men in hand need drops to be on: add drops { promoted keep } (or gating on rank 1)");
    }

    @Test
    void missingStatements() {
        expect("piece King K \"K\" royal\n", "1:1: no variant header: start with variant \"Name\" { author \"...\" }",
                "1:1: no board size: write board 8 x 8 (files x ranks)",
                "1:1: no setup: write the start position, e.g. setup \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR\"");
    }

    @Test
    void statementGivenTwice() {
        expect(Checks.BASE + "board 8 x 8\n", "13:1: this statement is given twice; the first is at line 2");
    }

    @Test
    void badEscape() {
        expect(Checks.base("author \"tests\"", "author \"te\\nsts\""),
                "1:28: unknown escape \\n in a string; only \\\" and \\\\ are allowed");
    }

    @Test
    void unsupportedFeaturesAreErrorsWhereWritten() {
        expect(Checks.BASE + "armies { augmenter Crab \"ffNbsN\" }\n",
                "13:1: an armies block needs at least one slot, e.g. slot Rook on squares a1 h1 { R }");
    }
}
