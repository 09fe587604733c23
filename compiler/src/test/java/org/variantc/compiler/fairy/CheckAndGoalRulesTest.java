package org.variantc.compiler.fairy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.Fen;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.Perft;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.rules.VariantRules;

/**
 * The check and goal rules of issue 14 from hand-built positions. Counts marked "FS 11.1" were
 * taken from Debian's Fairy-Stockfish 11.1 ({@code /usr/games/fairy-stockfish}, UCI
 * {@code position fen F [moves M]}, {@code go perft N}); those marked "FS upstream" from
 * Fairy-Stockfish built from source in /work/fs-upstream (the same commands), where Racing Kings'
 * extra move follows today's rule and 11.1's differs.
 */
class CheckAndGoalRulesTest {
    private static final VariantRules THREE_CHECK = FairyReference.rules("3check");
    private static final VariantRules RACING = FairyReference.rules("racingkings");
    private static final VariantRules HILL = FairyReference.rules("kingofthehill");

    private static Position play(VariantRules rules, String fen, String... moves) {
        Position pos = Fen.read(rules, fen);
        for (String m : moves) {
            pos.make(MoveNotation.parse(pos, m));
        }
        return pos;
    }

    private static List<String> moves(Position pos) {
        List<String> out = new java.util.ArrayList<>();
        for (long m : pos.legalMoves()) {
            out.add(MoveNotation.format(pos, m));
        }
        return out;
    }

    // ---- n-check ----

    @Test
    void theThirdCheckEndsTheGame() {
        String fen = "4k3/8/8/8/8/8/3Q4/4K3 w - - 1+3 0 1"; // White has given two checks
        Position pos = Fen.read(THREE_CHECK, fen);
        assertEquals(78, Perft.perft(pos, 2));              // FS 11.1: 78; d2d8, d2d7, d2e2, d2e3: 0 each
        assertEquals(0L, Perft.divide(pos, 2).get("d2d8"));
        pos.make(MoveNotation.parse(pos, "d2d8"));
        assertEquals("3Qk3/8/8/8/8/8/8/4K3 b - - 0+3 1 1", Fen.write(pos)); // as FS 11.1 writes it
        assertTrue(pos.legalMoves().isEmpty());
        assertEquals(new GameStatus(GameStatus.Result.WHITE_WINS, GameStatus.Reason.CHECKS), GameStatus.of(pos));
    }

    @Test
    void aCheckBeforeTheLastIsCountedAndTheGameGoesOn() {
        Position pos = play(THREE_CHECK, "4k3/8/8/8/8/8/3Q4/4K3 w - - 2+3 0 1", "d2d8");
        assertEquals("3Qk3/8/8/8/8/8/8/4K3 b - - 1+3 1 1", Fen.write(pos)); // FS 11.1 writes the same
        assertEquals(List.of("e8d8", "e8f7"), moves(pos).stream().sorted().toList()); // FS 11.1: e8f7, e8d8
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        assertEquals(2, pos.checksGiven(0));                // 2+3: one given before, one now
    }

    @Test
    void mateStillWinsWithChecksLeft() {
        Position pos = play(THREE_CHECK, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 3+3 0 1", "a1a8");
        assertEquals(new GameStatus(GameStatus.Result.WHITE_WINS, GameStatus.Reason.CHECKMATE), GameStatus.of(pos));
        assertEquals("R5k1/5ppp/8/8/8/8/8/6K1 b - - 2+3 1 1", Fen.write(pos));
    }

    @Test
    void theCountSurvivesMakeUnmakeAndIsHashed() {
        String fen = "4k3/8/8/8/8/8/3Q4/4K3 w - - 2+3 0 1";
        Position pos = Fen.read(THREE_CHECK, fen);
        long before = pos.hash();
        pos.make(MoveNotation.parse(pos, "d2d8"));
        assertEquals(pos.computeHash(), pos.hash());
        long afterCheck = pos.hash();
        pos.unmake();
        assertEquals(fen, Fen.write(pos));
        assertEquals(before, pos.hash());
        assertEquals(1, pos.checksGiven(0));
        // The same board with another count is another position.
        Position other = Fen.read(THREE_CHECK, "3Qk3/8/8/8/8/8/8/4K3 b - - 2+3 1 1");
        assertNotEquals(afterCheck, other.hash());
        assertEquals(other.computeHash(), other.hash());
        // Back to the same board and counts by another road: the same hash.
        Position same = Fen.read(THREE_CHECK, "3Qk3/8/8/8/8/8/8/4K3 b - - 1+3 1 1");
        assertEquals(afterCheck, same.hash());
    }

    @Test
    void theCountIsReadAsFairyStockfishAndLichessWriteIt() {
        String fsFen = "1nb2b1r/3pk2p/1qr1pp1B/P1p5/p1BnP1pP/5QR1/2P2PP1/RN1K2N1 w - - 3+2 4 18"; // FS 11.1 midgame
        assertEquals(fsFen, Fen.write(Fen.read(THREE_CHECK, fsFen)));
        Position lichess = Fen.read(THREE_CHECK, "1nb2b1r/3pk2p/1qr1pp1B/P1p5/p1BnP1pP/5QR1/2P2PP1/RN1K2N1 w - - 4 18 +0+1");
        assertEquals(fsFen, Fen.write(lichess));
        Position plain = Fen.read(THREE_CHECK, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
        assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 3+3 0 1", Fen.write(plain));
        FenException e = assertThrows(FenException.class,
                () -> Fen.read(THREE_CHECK, "4k3/8/8/8/8/8/3Q4/4K3 w - - 4+3 0 1"));
        assertTrue(e.getMessage().contains("at most 3 checks are left to give"), e.getMessage());
    }

    @Test
    void fiveCheckCountsToFive() {
        VariantRules five = FairyReference.rules("5check");
        Position pos = play(five, "4k3/8/8/8/8/8/3Q4/4K3 w - - 2+5 0 1", "d2d8");
        assertEquals("3Qk3/8/8/8/8/8/8/4K3 b - - 1+5 1 1", Fen.write(pos));
        assertEquals(2, pos.legalMoves().size());
        pos = play(five, "4k3/8/8/8/8/8/3Q4/4K3 w - - 1+5 0 1", "d2d8");
        assertTrue(pos.legalMoves().isEmpty());
        assertEquals(GameStatus.Reason.CHECKS, GameStatus.of(pos).reason());
    }

    // ---- Racing Kings ----

    @Test
    void aMoveThatGivesCheckIsRefused() {
        Position pos = Fen.read(RACING, "8/8/8/8/8/8/k6K/1R6 w - - 0 1");
        List<String> moves = moves(pos);
        assertEquals(17, moves.size());                     // FS 11.1 and upstream: 17
        assertFalse(moves.contains("b1a1"));                // would check the King on a2
        assertFalse(moves.contains("b1b2"));
        assertTrue(moves.contains("b1c1"));
    }

    @Test
    void aDiscoveredCheckIsRefusedToo() {
        Position pos = Fen.read(RACING, "8/8/8/8/8/B7/1N6/2k4K w - - 0 1");
        List<String> moves = moves(pos);
        assertEquals(8, moves.size());                      // FS 11.1 and upstream: 8
        assertTrue(moves.stream().noneMatch(m -> m.startsWith("b2")), moves.toString());
    }

    @Test
    void blacksExtraMoveDrawsByArriving() {
        Position pos = Fen.read(RACING, "7K/k7/8/8/8/8/8/8 b - - 0 1");
        assertEquals(5, pos.legalMoves().size());           // FS 11.1 and upstream: 5, every move
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        Position arrived = play(RACING, "7K/k7/8/8/8/8/8/8 b - - 0 1", "a7a8");
        assertTrue(arrived.legalMoves().isEmpty());         // FS 11.1 and upstream: 0
        assertEquals(new GameStatus(GameStatus.Result.DRAW, GameStatus.Reason.GOAL), GameStatus.of(arrived));
        Position missed = play(RACING, "7K/k7/8/8/8/8/8/8 b - - 0 1", "a7a6");
        assertTrue(missed.legalMoves().isEmpty());
        assertEquals(new GameStatus(GameStatus.Result.WHITE_WINS, GameStatus.Reason.GOAL), GameStatus.of(missed));
    }

    @Test
    void noExtraMoveWhenBlackCannotArrive() {
        // Too far: FS upstream 0 (White has won); FS 11.1 still gives Black its 5 moves.
        Position far = Fen.read(RACING, "7K/8/8/8/8/8/k7/8 b - - 0 1");
        assertTrue(far.legalMoves().isEmpty());
        assertEquals(new GameStatus(GameStatus.Result.WHITE_WINS, GameStatus.Reason.GOAL), GameStatus.of(far));
        // Near, but every square of rank 8 it could reach is attacked: FS upstream 0, 11.1 5.
        Position guarded = Fen.read(RACING, "R6K/4k3/8/8/8/8/8/8 b - - 0 1");
        assertTrue(guarded.legalMoves().isEmpty());
        // Near and free: FS upstream and 11.1 8.
        assertEquals(8, Fen.read(RACING, "7K/4k3/8/8/8/8/8/8 b - - 0 1").legalMoves().size());
    }

    @Test
    void blackArrivingFirstWinsAtOnce() {
        // FS upstream 0; FS 11.1 gives White its 5 moves.
        Position pos = play(RACING, "8/k7/8/8/8/8/7K/8 b - - 0 1", "a7a8");
        assertTrue(pos.legalMoves().isEmpty());
        assertEquals(new GameStatus(GameStatus.Result.BLACK_WINS, GameStatus.Reason.GOAL), GameStatus.of(pos));
    }

    @Test
    void goalsAreNotMirrored() {
        // Black's King on rank 1, where a mirrored goal would put it, has won nothing.
        Position pos = Fen.read(RACING, "8/8/8/8/8/8/7K/k7 w - - 0 1");
        assertEquals(GameStatus.ONGOING, GameStatus.of(pos));
        assertEquals(5, pos.legalMoves().size());
    }

    // ---- King of the Hill ----

    @Test
    void aKingOnTheHillWinsAtOnce() {
        Position pos = Fen.read(HILL, "4k3/8/8/8/8/4K3/8/8 w - - 0 1");
        assertEquals(30, Perft.perft(pos, 2));              // FS 11.1: 30
        pos.make(MoveNotation.parse(pos, "e3e4"));
        assertTrue(pos.legalMoves().isEmpty());             // FS 11.1: 0
        assertEquals(new GameStatus(GameStatus.Result.WHITE_WINS, GameStatus.Reason.GOAL), GameStatus.of(pos));
    }

    @Test
    void theHillIsEnteredOnlyLegally() {
        Position pos = Fen.read(HILL, "4k3/8/8/3r4/8/4K3/8/8 w - - 0 1");
        assertEquals(5, pos.legalMoves().size());           // FS 11.1: 5
        assertEquals(76, Perft.perft(pos, 2));              // FS 11.1: 76
        assertFalse(moves(pos).contains("e3d4"));
    }
}
