package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * Rules of the Shogi games only upstream Fairy-Stockfish plays, from hand-built positions: Tori
 * Shogi's chiral Quails and two Swallows per file, Yari Shogi's two Golds that remember what they
 * were, Check Shogi's first check (by a Pawn drop too) winning.
 */
class UpstreamShogiRulesTest {
    private static final VariantRules TORI = Games.rules("fairy-stockfish/torishogi.variant");
    private static final VariantRules YARI = Games.rules("fairy-stockfish/yarishogi.variant");
    private static final VariantRules CHECK = Games.rules("fairy-stockfish/checkshogi.variant");

    private static List<String> sorted(VariantRules rules, String fen) {
        return MoveNotation.legal(Fen.read(rules, fen)).stream().sorted().toList();
    }

    @Test
    void blacksLeftQuailMovesAsWhitesTurnedHalfRound() {
        // Upstream Fairy-Stockfish 231126 (/work/fs-upstream, go perft 1 on this FEN): 9 moves,
        // d4d1 d4d2 d4d3 d4c5 d4e5 d4b6 and the Phoenix's three. A rank-mirrored Quail would
        // slide to f6 g7 instead of b6 (10 moves).
        assertEquals(List.of("a7a6", "a7b6", "a7b7", "d4b6", "d4c5", "d4d1", "d4d2", "d4d3", "d4e5"),
                sorted(TORI, "k6/7/7/3l3/7/7/6K[] b - - 0 1"));
        // White's left Quail on d4 is its mirror image through the board's centre.
        assertEquals(List.of("d4c3", "d4d5", "d4d6", "d4d7", "d4e3", "d4f2", "g1f1", "g1f2", "g1g2"),
                sorted(TORI, "k6/7/7/3L3/7/7/6K[] w - - 0 1"));
    }

    @Test
    void aCapturedQuailKeepsItsNature() {
        // White takes Black's left Quail on d4 and drops it: a White left Quail (L), not a right one.
        Position pos = Fen.read(TORI, "k6/7/7/3l3/3F3/7/6K[] w - - 0 1");
        pos.make(MoveNotation.parse(pos, "d3d4"));
        assertEquals(1, pos.handCount(0, TORI.pieceType("L")));
        assertEquals(0, pos.handCount(0, TORI.pieceType("R")));
    }

    @Test
    void atMostTwoSwallowsOnAFile() {
        List<String> moves = sorted(TORI, "k6/7/7/7/S6/S6/6K[S] w - - 0 1");
        assertFalse(moves.contains("S@a5"), moves.toString());
        assertTrue(moves.contains("S@b5") && sorted(TORI, "k6/7/7/7/7/S6/6K[S] w - - 0 1").contains("S@a5"));
    }

    @Test
    void yarisGoldsGoBackToHandAsKnightAndBishop() {
        // Black's promoted Rook (+r, a real Rook) takes the Knight's Gold, then the Bishop's Gold.
        Position pos = Fen.read(YARI, "k6/7/7/7/7/7/6K/+N+B5/+r6[] b - - 0 1");
        pos.make(MoveNotation.parse(pos, "a1a2"));
        assertEquals(1, pos.handCount(1, YARI.pieceType("N")));
        pos = Fen.read(YARI, "k6/7/7/7/7/7/6K/+N+B5/1+r5[] b - - 0 1");
        pos.make(MoveNotation.parse(pos, "b1b2"));
        assertEquals(1, pos.handCount(1, YARI.pieceType("B")));
    }

    @Test
    void aPawnDropCheckWinsCheckShogi() {
        // P@e8 checks the King on e9 and wins at once: it is no Pawn-drop mate, so it is allowed.
        Position pos = Fen.read(CHECK, "4k4/9/9/9/9/9/9/9/4K4[P] w - - 1+1 0 1");
        pos.make(MoveNotation.parse(pos, "P@e8"));
        assertEquals(new GameStatus(GameStatus.Result.WHITE_WINS, GameStatus.Reason.CHECKS), GameStatus.of(pos));
    }
}
