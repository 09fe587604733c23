package org.variantc.compiler.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;
import org.variantc.runtime.search.Limits;
import org.variantc.runtime.search.Search;
import org.variantc.runtime.search.SearchResult;

/**
 * The Makruk family's rules from hand-built positions. Every FEN and move list marked "FS 11.1"
 * was taken from Debian's Fairy-Stockfish 11.1 ({@code /usr/games/fairy-stockfish}, UCI
 * {@code setoption name UCI_Variant value V}, {@code position fen F [moves M]}, then {@code d}
 * for the FEN it writes and {@code go perft N} for the moves), measured 2026-11-23.
 */
class MakrukRulesTest {
    private static final VariantRules MAKRUK = FairyReference.rules("makruk");
    private static final VariantRules MAKPONG = FairyReference.rules("makpong");
    private static final VariantRules CAMBODIAN = FairyReference.rules("cambodian");
    private static final VariantRules KAROUK = FairyReference.rules("karouk");
    private static final VariantRules ASEAN = FairyReference.rules("asean");

    private static Position play(VariantRules rules, String fen, String... moves) {
        Position pos = Fen.read(rules, fen);
        for (String m : moves) {
            pos.make(MoveNotation.parse(pos, m));
        }
        return pos;
    }

    private static List<String> moves(Position pos) {
        List<String> out = new ArrayList<>();
        for (long m : pos.legalMoves()) {
            out.add(MoveNotation.format(pos, m));
        }
        return out.stream().sorted().toList();
    }

    // ---- counting ----

    @Test
    void theBoardsHonourStartsWithoutPawnsAndThePiecesHonourWhenASideIsBared() {
        String fen = "k7/3r4/8/8/8/8/4R3/4K3 w - - 0 1";
        // FS 11.1: no Pawn left, both sides with more than a King: 64 moves, written 128 (plies).
        assertEquals("k7/3r4/8/8/8/4R3/8/4K3 b - 128 0 1", Fen.write(play(MAKRUK, fen, "e2e3")));
        assertEquals("k7/8/8/8/8/4R3/8/3rK3 w - 128 1 2", Fen.write(play(MAKRUK, fen, "e2e3", "d7d1")));
        // FS 11.1: Black bared by a capture: a Rook's 16 moves, counted from the 3 men on the board.
        Position bared = play(MAKRUK, fen, "e2e3", "d7d1", "e1d1");
        assertEquals("k7/8/8/8/8/4R3/8/3K4 b - 32 6 2", Fen.write(bared));
        assertEquals(32, bared.countingLimit());
        assertEquals(6, bared.countingPly());
        // FS 11.1: bared without a count running (a Pawn was left) starts the pieces' honour at once.
        assertEquals("1k6/8/8/8/8/8/8/2R1K3 b - 32 6 1", Fen.write(play(MAKRUK, "1k6/8/8/8/8/8/8/R1p1K3 w - - 0 1", "a1c1")));
    }

    @Test
    void aCountThatPassesItsLimitEndsTheGameInADraw() {
        String fen = "k7/8/8/8/8/4R3/8/4K3 b - 32 31 40";
        Position pos = play(MAKRUK, fen, "a8b8");
        assertEquals("1k6/8/8/8/8/4R3/8/4K3 w - 32 32 41", Fen.write(pos)); // FS 11.1
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        pos.make(MoveNotation.parse(pos, "e3e4"));
        assertEquals("1k6/8/8/8/4R3/8/8/4K3 b - 32 33 41", Fen.write(pos)); // FS 11.1
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.COUNTING), GameStatus.of(pos));
        assertFalse(pos.legalMoves().isEmpty());            // a claim, not a perft rule: moves remain
        pos.unmake();
        pos.unmake();
        assertEquals(fen, Fen.write(pos));                  // the count is made and unmade with the position
    }

    @Test
    void mateOnTheLastCountedMoveStillWins() {
        // White mates with the move that passes the limit: mate comes first.
        Position pos = play(MAKRUK, "k7/8/1K6/8/8/8/8/7R w - 32 32 40", "h1h8");
        assertEquals(new GameStatus(GameStatus.Result.WHITE_WINS, GameStatus.Reason.CHECKMATE), GameStatus.of(pos));
    }

    @Test
    void theSearchScoresAnExpiringCountAsADraw() {
        // A Rook up, but every Black move passes the limit: a draw, whatever the material says.
        Position pos = Fen.read(MAKRUK, "k7/8/8/8/8/4R3/8/4K3 b - 32 32 40");
        SearchResult r = new Search(pos.rulebook(), 16).search(pos, Limits.depth(4), null);
        assertEquals(0, r.score());
        // With the count far from its limit the same position is lost for Black.
        Position early = Fen.read(MAKRUK, "k7/8/8/8/8/4R3/8/4K3 b - 32 2 40");
        assertTrue(new Search(early.rulebook(), 16).search(early, Limits.depth(4), null).score() < -300);
    }

    @Test
    void aseanCountsOnlyABareKingFromZero() {
        // FS 11.1: a Rook against a bare King: 16 moves, count from 0, a Pawn on the board or not.
        assertEquals("k7/8/8/8/8/P7/8/1R2K3 b - 32 0 1", Fen.write(play(ASEAN, "k7/8/8/8/8/P7/8/R3K3 w - - 0 1", "a1b1")));
        // FS 11.1: a Khon and a Met: 44 moves; a Met alone: no count.
        assertEquals("k7/8/8/8/8/8/3K4/1QB5 b - 88 0 1", Fen.write(play(ASEAN, "k7/8/8/8/8/8/8/1QB1K3 w - - 0 1", "e1d2")));
        assertEquals("k7/8/8/8/8/8/3K4/1Q6 b - - 1 1", Fen.write(play(ASEAN, "k7/8/8/8/8/8/8/1Q2K3 w - - 0 1", "e1d2")));
    }

    @Test
    void aCountingFenIsReadAsFairyStockfishWritesIt() {
        String fen = "k7/8/8/8/8/4R3/8/3K4 b - 32 6 2";
        Position pos = Fen.read(MAKRUK, fen);
        assertEquals(fen, Fen.write(pos));
        assertEquals(0, pos.halfmoveClock());
        FenException e = assertThrows(FenException.class, () -> Fen.read(MAKRUK, "k7/8/8/8/8/4R3/8/3K4 b - 0x 6 2"));
        assertTrue(e.getMessage().contains("counting limit"), e.getMessage());
    }

    // ---- Cambodian ----

    @Test
    void theFirstMoveRightsAreWrittenInTheCastlingFieldAndGoWhenTheManMoves() {
        assertEquals("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1", CAMBODIAN.startFen());
        Position pos = play(CAMBODIAN, CAMBODIAN.startFen(), "d1c2", "e8d7", "c2d1");
        assertEquals("rnsm1snr/3k4/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR b Ed - 3 2", Fen.write(pos)); // FS 11.1
        assertEquals(21, pos.legalMoves().size());          // FS 11.1: 21
    }

    @Test
    void theKingLeapsOnlyWhileUnmoved() {
        // FS 11.1: with the right, d1b2 and d1f2 besides the five steps; without it, the steps.
        List<String> unmoved = moves(Fen.read(CAMBODIAN, "4k3/8/8/8/8/8/8/3K4 w D - 0 1"));
        assertEquals(List.of("d1b2", "d1c1", "d1c2", "d1d2", "d1e1", "d1e2", "d1f2"), unmoved);
        List<String> moved = moves(Fen.read(CAMBODIAN, "4k3/8/8/8/8/8/8/3K4 w - - 0 1"));
        assertEquals(List.of("d1c1", "d1c2", "d1d2", "d1e1", "d1e2"), moved);
        // The King gone and back (d1c2, c2d1): no leap.
        Position back = play(CAMBODIAN, "4k3/8/8/8/8/8/8/3K4 w D - 0 1", "d1c2", "e8e7", "c2d1", "e7e8");
        assertEquals("4k3/8/8/8/8/8/8/3K4 w - - 4 3", Fen.write(back));
        assertEquals(moved, moves(back));
    }

    @Test
    void theKingMayNotLeapOutOfCheck() {
        // FS 11.1: the Rook on a1 checks; b2 and f2 would be safe, but the leap is refused.
        assertEquals(List.of("d1c2", "d1d2", "d1e2"), moves(Fen.read(CAMBODIAN, "4k3/8/8/8/8/8/8/r2K4 w D - 0 1")));
    }

    @Test
    void theMetsLeapAttacksWhileItIsUnmoved() {
        // FS 11.1: the unmoved Met on e1 guards e3; moved (no right), it does not.
        List<String> guarded = moves(Fen.read(CAMBODIAN, "8/8/8/8/3k4/8/8/K3M3 b E - 0 1"));
        assertEquals(7, guarded.size());
        assertFalse(guarded.contains("d4e3"));
        assertEquals(8, Fen.read(CAMBODIAN, "8/8/8/8/3k4/8/8/K3M3 b - - 0 1").legalMoves().size());
    }

    @Test
    void aRightForAManWithoutFirstMovesIsRefused() {
        FenException e = assertThrows(FenException.class,
                () -> Fen.read(CAMBODIAN, "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w ADEde - 0 1"));
        assertTrue(e.getMessage().contains("'A' needs an unmoved White man with first moves on a1"), e.getMessage());
    }

    @Test
    void karouksFirstCheckWins() {
        String fen = "8/8/8/8/3k4/8/8/K3M3 w E - 1+1 0 1";
        Position pos = Fen.read(KAROUK, fen);
        assertEquals(33, Perft.perft(pos, 2));              // FS 11.1: 33, e1e3 0
        assertEquals(0L, Perft.divide(pos, 2).get("e1e3"));
        pos.make(MoveNotation.parse(pos, "e1e3"));
        assertEquals("8/8/8/8/3k4/4M3/8/K7 b - 128 0+1 6 1", Fen.write(pos)); // FS 11.1
        assertTrue(pos.legalMoves().isEmpty());
        assertEquals(new GameStatus(GameStatus.Result.WHITE_WINS, GameStatus.Reason.CHECKS), GameStatus.of(pos));
    }

    // ---- Makpong ----

    @Test
    void aMakpongKingInCheckMayNotStepAway() {
        String fen = "4k3/8/8/8/8/4r3/8/4K3 w - - 0 1";
        assertEquals(4, Fen.read(MAKRUK, fen).legalMoves().size()); // FS 11.1 makruk: 4
        Position pos = Fen.read(MAKPONG, fen);
        assertTrue(pos.legalMoves().isEmpty());                     // FS 11.1 makpong: 0
        assertEquals(new GameStatus(GameStatus.Result.BLACK_WINS, GameStatus.Reason.CHECKMATE), GameStatus.of(pos));
    }

    @Test
    void aMakpongKingMayCaptureALoneChecker() {
        assertEquals(List.of("e1e2"), moves(Fen.read(MAKPONG, "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1"))); // FS 11.1
        // A double check leaves no King move at all: FS 11.1 makpong 0, makruk 3.
        String twice = "4k3/8/8/8/8/3n4/4r3/4K3 w - - 0 1";
        assertEquals(3, Fen.read(MAKRUK, twice).legalMoves().size());
        assertTrue(Fen.read(MAKPONG, twice).legalMoves().isEmpty());
    }

    @Test
    void otherMenStillBlockInMakpong() {
        assertEquals(List.of("a2e2"), moves(Fen.read(MAKPONG, "4k3/8/8/8/8/4r3/R7/4K3 w - - 0 1"))); // FS 11.1
    }
}
