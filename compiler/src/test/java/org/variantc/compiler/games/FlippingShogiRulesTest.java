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
import org.variantc.runtime.notation.San;
import org.variantc.runtime.rules.VariantRules;

/**
 * The rules of the small Shogi games whose men turn over, from hand-built positions: Kyoto
 * Shogi's flip on every move and face-up drops, Micro Shogi's flip on capture only with a Gold
 * that remembers whether it was a Bishop or a Rook, Dobutsu's 3 x 4 board and the Lion that wins
 * on the far rank.
 */
class FlippingShogiRulesTest {
    private static final VariantRules KYOTO = Games.rules("fairy-stockfish/kyotoshogi.variant");
    private static final VariantRules MICRO = Games.rules("fairy-stockfish/micro.variant");
    private static final VariantRules DOBUTSU = Games.rules("fairy-stockfish/dobutsu.variant");

    private static Position play(VariantRules rules, String fen, String... moves) {
        Position pos = Fen.read(rules, fen);
        for (String m : moves) {
            pos.make(MoveNotation.parse(pos, m));
        }
        return pos;
    }

    private static String board(Position pos) {
        String fen = Fen.write(pos);
        return fen.substring(0, fen.indexOf(' '));
    }

    @Test
    void aKyotoPawnMovesOnceAsPawnAndComesBackAsAPawnAfterItsRookMove() {
        // The Pawn on c2 steps to c3 and turns into a Rook (+P); the Rook's move turns it back.
        Position pos = play(KYOTO, "k4/5/5/2P2/4K[] w - - 0 1", "c2c3t");
        assertEquals("k4/5/2+P2/5/4K[]", board(pos));
        List<String> black = MoveNotation.legal(pos);
        pos.make(MoveNotation.parse(pos, black.get(0)));
        List<String> rook = MoveNotation.legal(pos).stream().filter(m -> m.startsWith("c3")).toList();
        assertFalse(rook.isEmpty());
        assertTrue(rook.stream().allMatch(m -> m.endsWith("p")), "every Rook move turns it back: " + rook);
        pos.make(MoveNotation.parse(pos, "c3c5p"));
        assertFalse(board(pos).contains("+") || board(pos).contains("~"), "an unpromoted Pawn again: " + board(pos));
        assertEquals(KYOTO.pieceType("P"), pos.typeAt(KYOTO.square(2, 4)));
    }

    @Test
    void fairyStockfishsPlusAndMinusNameTheTurns() {
        Position pos = Fen.read(KYOTO, "k4/5/5/2P2/4K[] w - - 0 1");
        assertEquals(MoveNotation.parse(pos, "c2c3t"), MoveNotation.parse(pos, "c2c3+"));
        Position rook = Fen.read(KYOTO, "k4/5/2+P2/5/4K[] w - - 0 1");
        assertEquals(MoveNotation.parse(rook, "c3c5p"), MoveNotation.parse(rook, "c3c5-"));
        Position micro = Fen.read(MICRO, "k3/4/4/p3/1B1K[] w - - 0 1");
        assertEquals(MoveNotation.parse(micro, "b1a2gb"), MoveNotation.parse(micro, "b1a2+"));
    }

    @Test
    void kyotoMovesNeverKeepTheirFace() {
        // Every man but the King must turn: no plain move of Pawn, Silver, Knight's Gold or Lance's Gold.
        Position pos = Fen.read(KYOTO, "p+nks+l/5/5/5/+LSK+NP[] w - - 0 1");
        for (String m : MoveNotation.legal(pos)) {
            boolean king = m.startsWith("c1");
            assertEquals(!king, Character.isLetter(m.charAt(m.length() - 1)), m);
        }
    }

    @Test
    void aKyotoManInHandGoesDownEitherFaceUp() {
        Position pos = Fen.read(KYOTO, "k4/5/5/5/4K[N] w - - 0 1");
        List<String> moves = MoveNotation.legal(pos);
        assertTrue(moves.contains("N@a3") && moves.contains("+N@a3"), moves.toString());
        assertEquals(2 * 23, moves.stream().filter(m -> m.contains("@")).count(), "23 empty squares, two faces");
        pos.make(MoveNotation.parse(pos, "+N@a3"));
        assertEquals("k4/5/+N4/5/4K[]", board(pos));
        Position again = Fen.read(KYOTO, "k4/5/5/5/4K[N] w - - 0 1");
        long faceUp = MoveNotation.parse(again, "+N@a3");
        assertEquals("+N@a3", San.format(again, faceUp));
        assertEquals(faceUp, San.parse(again, "+N@a3"));
        assertEquals("N@a3", San.format(again, MoveNotation.parse(again, "N@a3")));
    }

    @Test
    void aCapturedFaceUpManGoesToHandAsTheManItWas() {
        // White's face-up Knight (a Gold, +N) on b2 is taken by Black's Rook (+p): Black holds a Knight.
        Position pos = play(KYOTO, "k4/1+p3/5/1+N3/4K[] b - - 0 1", "b4b2p");
        assertEquals(1, pos.handCount(1, KYOTO.pieceType("N")));
        assertTrue(Fen.write(pos).contains("[n]"), Fen.write(pos));
    }

    @Test
    void aMicroManTurnsOverOnlyWhenItCaptures() {
        Position pos = Fen.read(MICRO, "k3/4/1p2/4/1B1K[] w - - 0 1");
        List<String> bishop = MoveNotation.legal(pos).stream().filter(m -> m.startsWith("b1")).sorted().toList();
        assertEquals(List.of("b1a2", "b1c2", "b1d3"), bishop, "plain moves keep their face");
        Position taken = play(MICRO, "k3/4/4/p3/1B1K[] w - - 0 1", "b1a2gb");
        assertEquals("k3/4/4/+B3/3K[P]", board(taken), "the capture turns the Bishop into its Gold");
        assertFalse(MoveNotation.legal(Fen.read(MICRO, "k3/4/4/p3/1B1K[] w - - 0 1")).contains("b1a2"),
                "a capture must turn over");
    }

    @Test
    void aMicroGoldRemembersWhetherItWasABishopOrARook() {
        // Two Golds, one from a Bishop (+B) and one from a Rook (+R): captured, each goes to hand as what it was.
        Position pos = play(MICRO, "k3/4/+B+R2/r3/3K[] b - - 0 1", "a2a3gr");
        assertEquals(1, pos.handCount(1, MICRO.pieceType("B")));
        assertEquals(0, pos.handCount(1, MICRO.pieceType("R")));
        Position other = play(MICRO, "k3/4/+B+R2/1r2/3K[] b - - 0 1", "b2b3gr");
        assertEquals(1, other.handCount(1, MICRO.pieceType("R")));
        // The Rook's Gold captures and turns back into a Rook, unmarked.
        Position back = play(MICRO, "k3/1p2/+R3/4/3K[] w - - 0 1", "a3b4r");
        assertEquals("k3/1R2/4/4/3K[P]", board(back));
    }

    @Test
    void dobutsuIsPlayedOnThreeFilesAndFourRanks() {
        Position pos = Fen.read(DOBUTSU, DOBUTSU.startFen());
        assertEquals(3, DOBUTSU.files());
        assertEquals(4, DOBUTSU.ranks());
        // The Elephant on a1 is hemmed in by its own Chick; the Chick takes the Chick on b3.
        assertEquals(List.of("b1a2", "b1c2", "b2b3", "c1c2"), MoveNotation.legal(pos).stream().sorted().toList());
        assertEquals("gle/1c1/1C1/ELG[] w - - 0 1", Fen.write(pos));
    }

    @Test
    void theTerminalShowsTurnedMenAsPlayersWriteThemAndBothHands() {
        String board = org.variantc.runtime.protocol.Diagram.board(
                Fen.read(MICRO, "k1+r+l/p3/4/3P/+L+RBK[Bp] w - - 0 1"), false);
        assertTrue(board.contains(" 5  k  .  +r +l"), board);
        assertTrue(board.contains(" 1  +L +R B  K"), board);
        assertTrue(board.contains("White in hand: B") && board.contains("Black in hand: P"), board);
    }
}
