package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * Each rule of the hand games from a hand-built position (definitions/fairy-stockfish: placement,
 * pocketknight, dragon, sittuyin): the setup phase, the Bishops' colours, castling with dropped men,
 * captures kept out of the hand, the Dragon's back-rank drop, Sittuyin's promotion by choice.
 */
class HandRulesTest {
    private static VariantRules rules(String game) {
        return Games.rules("fairy-stockfish/" + game + ".variant");
    }

    private static List<String> legal(String game, String fen) {
        return MoveNotation.legal(Fen.read(rules(game), fen));
    }

    private static Position after(String game, String fen, String... moves) {
        Position pos = Fen.read(rules(game), fen);
        for (String m : moves) {
            pos.make(MoveNotation.parse(pos, m));
        }
        return pos;
    }

    @Test
    void aBoardMoveIsRefusedWhileAManMustStillBeDropped() {
        List<String> start = legal("placement", "8/pppppppp/8/8/8/8/PPPPPPPP/8[KQRRBBNNkqrrbbnn] w - - 0 1");
        assertEquals(40, start.size(), "five kinds of man, eight squares: drops only");
        assertTrue(start.stream().allMatch(m -> m.contains("@")), start.toString());
        assertFalse(start.contains("e2e4"));
        // One Rook still in hand: it must go to h1, though the Pawns could move.
        assertEquals(List.of("R@h1"), legal("placement", "8/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBN1[Rkqrrbbnn] w - - 0 1"));
        // Sittuyin's setup phase: no Pawn moves while men are in hand.
        assertTrue(legal("sittuyin", "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1").stream()
                .allMatch(m -> m.contains("@")));
    }

    @Test
    void withNoLegalDropTheBoardMovesAreOpen() {
        // A third Bishop in hand, and the only free square of the first rank has the c1 Bishop's colour.
        List<String> moves = legal("placement", "8/pppppppp/8/8/8/3K4/PPPPPPPP/RNBQ1BNR[Bkqrrbbnn] w - - 0 1");
        assertTrue(moves.stream().noneMatch(m -> m.contains("@")), moves.toString());
        assertTrue(moves.contains("d3e3"), moves.toString());
    }

    @Test
    void aDropThatKeepsTheBishopsOffDifferentColoursIsRefused() {
        // White's Bishop stands on c1 (dark); e1 is dark, f1 light; a King and a Bishop in hand.
        List<String> moves = legal("placement", "8/pppppppp/8/8/8/8/PPPPPPPP/RNBQ2NR[KBkqrrbbnn] w - - 0 1");
        assertFalse(moves.contains("B@e1"), "a second Bishop on the dark squares");
        assertTrue(moves.contains("B@f1"));
        assertFalse(moves.contains("K@f1"), "the King on the last light square leaves the Bishop none");
        assertTrue(moves.contains("K@e1"));
        assertEquals(2, moves.size(), moves.toString());
    }

    @Test
    void aDroppedKingAndRookCastle() {
        Position king = after("placement", "8/pppppppp/8/8/8/8/PPPPPPPP/RNBQ3R[Kkqrrbbnn] w - - 0 1", "K@e1");
        assertEquals("8/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R[kqrrbbnn] b KQ - 1 1", Fen.write(king));
        king.make(MoveNotation.parse(king, "K@e8"));
        assertTrue(MoveNotation.legal(king).contains("e1g1"), "the dropped King castles with the h1 Rook");
        king.make(MoveNotation.parse(king, "e1g1"));
        assertTrue(Fen.write(king).startsWith("4k3/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1RK1[qrrbbnn] b - "), Fen.write(king));
        Position rook = after("placement", "8/pppppppp/8/8/8/8/PPPPPPPP/RNBQK3[Rkqrrbbnn] w - - 0 1", "R@h1");
        assertEquals("8/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R[kqrrbbnn] b K - 1 1", Fen.write(rook),
                "the dropped Rook beside the King; a1's Rook was there before the King, not dropped with him");
        Position elsewhere = after("placement", "8/pppppppp/8/8/8/8/PPPPPPPP/RNBQ3R[Kkqrrbbnn] w - - 0 1", "K@f1");
        assertEquals("8/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1K1R[kqrrbbnn] b - - 1 1", Fen.write(elsewhere));
    }

    @Test
    void capturesDoNotGoToHand() {
        Position pos = after("pocketknight", "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR[Nn] w KQkq - 0 2", "e4d5");
        assertEquals("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[Nn] b KQkq - 0 2", Fen.write(pos));
        pos.make(MoveNotation.parse(pos, "N@c3"));
        pos.make(MoveNotation.parse(pos, "d5d6"));
        assertTrue(MoveNotation.legal(pos).stream().noneMatch(m -> m.contains("@")), "the pocket is empty for good");
    }

    @Test
    void theDragonIsDroppedOnlyOnItsOwnBackRank() {
        List<String> moves = legal("dragon", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R[Dd] w KQkq - 0 1");
        assertEquals(List.of("D@f1", "D@g1"), moves.stream().filter(m -> m.contains("@")).toList());
        assertFalse(moves.contains("D@e4"));
        List<String> black = legal("dragon", "rnbqk1nr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R[Dd] b KQkq - 0 1");
        assertEquals(List.of("D@f8"), black.stream().filter(m -> m.contains("@")).toList());
        assertTrue(legal("dragon", "8/P6k/8/8/8/8/8/K7[Dd] w - - 0 1").contains("a7a8d"), "promotion to a Dragon");
    }

    @Test
    void aPawnOnTheLongDiagonalsPromotesInPlaceOrByAFersStep() {
        List<String> moves = legal("sittuyin", "k7/8/8/3P4/8/8/P7/K7[] w - - 0 1");
        assertTrue(moves.containsAll(List.of("d5d5f", "d5c6f", "d5e6f", "d5c4f", "d5e4f")), moves.toString());
        assertFalse(moves.contains("a2a2f"), "a2 is off the long diagonals, and it is not the last Pawn");
        Position pos = after("sittuyin", "k7/8/8/3P4/8/8/P7/K7[] w - - 0 1", "d5d5f");
        // FS 11.1 writes this FEN: the promotion resets the move rule's clock
        assertEquals("k7/8/8/3F4/8/8/P7/K7[] b - - 0 1", Fen.write(pos), "no '~': captures never reach a hand");
        assertEquals(List.of("a2a2f", "a2b3f", "a2b1f"),
                legal("sittuyin", "k7/8/8/8/8/8/P7/K7[] w - - 0 1").stream().filter(m -> m.endsWith("f")).toList(),
                "the last Pawn promotes anywhere");
    }

    @Test
    void thePromotionsConditionsRefuseIt() {
        assertTrue(legal("sittuyin", "k7/8/8/3P4/8/8/P7/K6F[] w - - 0 1").stream().noneMatch(m -> m.endsWith("f")),
                "not while the side has a Fers");
        List<String> attacking = legal("sittuyin", "k7/8/4n3/3P4/8/8/P7/K7[] w - - 0 1");
        assertFalse(attacking.contains("d5d5f"), "the new Fers would attack the Knight on e6");
        assertTrue(attacking.contains("d5c6f"), attacking.toString());
        List<String> checking = legal("sittuyin", "8/8/8/R2P3k/8/8/P7/K7[] w - - 0 1");
        assertEquals(List.of("d5d5f"), checking.stream().filter(m -> m.endsWith("f")).toList(),
                "a step off the Rook's line would give check by discovery");
        List<String> adjacent = legal("sittuyin", "8/1k6/8/3P4/8/8/P7/K7[] w - - 0 1");
        assertFalse(adjacent.contains("d5c6f"), "a Fers on c6 would attack the King on b7");
        assertTrue(adjacent.contains("d5e6f"), adjacent.toString());
    }
}
