package org.variantc.compiler.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.variantc.runtime.notation.FenException;
import org.variantc.runtime.GameStatus;
import org.variantc.runtime.GameStatus.Reason;
import org.variantc.runtime.GameStatus.Result;
import org.variantc.runtime.position.MoveList;
import org.variantc.runtime.notation.MoveNotation;
import org.variantc.runtime.position.Position;

/**
 * Spartan chess's rules from hand-built positions: duple check (Black is in check only when both
 * its Kings are attacked), a lone King checked as usual, the Hoplite's promotion to a King only
 * while Black has fewer than two, and castling for White alone.
 */
class SpartanRulesTest {
    private static Position position(String fen) {
        return Games.position(RoyalGames.definition("spartan"), fen);
    }

    private static List<String> moves(Position pos) {
        List<String> names = new ArrayList<>();
        MoveList list = pos.legalMoves();
        for (int i = 0; i < list.size(); i++) {
            names.add(MoveNotation.format(pos, list.get(i)));
        }
        return names;
    }

    /** The Rook attacks the King on a8; the King on h8 is safe: Black is not in check and may ignore it. */
    @Test
    void oneKingAttackedWhileTheOtherIsSafeIsNoCheck() {
        Position pos = position("k6k/8/8/8/8/8/8/R3K3 b - - 0 1");
        assertFalse(pos.inCheck());
        assertTrue(moves(pos).contains("h8g8"), moves(pos).toString());
        // A King may even step into attack while the other stays safe.
        Position quiet = position("k6k/8/8/8/8/8/8/1R2K3 b - - 0 1");
        assertTrue(moves(quiet).contains("a8b8") || moves(quiet).contains("a8a7"), moves(quiet).toString());
        assertTrue(moves(quiet).contains("a8b7"), moves(quiet).toString());
    }

    /** Both Kings attacked at once is check: only moves that save one of them stay. */
    @Test
    void bothKingsAttackedIsCheck() {
        Position pos = position("k6k/8/8/8/8/8/8/R3K2R b - - 0 1");
        assertTrue(pos.inCheck());
        for (String m : moves(pos)) {
            Position after = position("k6k/8/8/8/8/8/8/R3K2R b - - 0 1");
            after.make(MoveNotation.parse(after, m));
            assertFalse(after.inCheck(1), m + " leaves both Kings attacked");
        }
        assertFalse(moves(pos).isEmpty());
    }

    /** White may take a King left attacked; the other King then stands alone and is checked as usual. */
    @Test
    void aKingLeftAttackedMayBeTakenAndTheLastIsRoyal() {
        Position pos = position("k6k/8/8/8/8/8/8/R3K3 w - - 0 1");
        assertTrue(moves(pos).contains("a1a8"), moves(pos).toString());
        pos.make(MoveNotation.parse(pos, "a1a8"));
        assertTrue(pos.inCheck(), "the lone King on h8 is attacked along the eighth rank");
        assertFalse(moves(pos).contains("h8g8"), moves(pos).toString());
    }

    /** Mate needs both Kings attacked with no way out; here the lone King is mated as in chess. */
    @Test
    void aLoneKingIsMated() {
        Position pos = position("R6k/6pp/8/8/8/8/8/4K3 b - - 0 1");
        assertEquals(new GameStatus(Result.WHITE_WINS, Reason.CHECKMATE), GameStatus.of(pos));
    }

    @Test
    void aHoplitePromotesToAKingOnlyWhileBlackHasFewerThanTwo() {
        List<String> withTwo = moves(position("k6k/8/8/8/8/8/1h6/4K3 b - - 0 1"));
        assertFalse(withTwo.contains("b2a1k"), withTwo.toString());
        assertTrue(withTwo.containsAll(List.of("b2a1g", "b2a1w", "b2a1l", "b2a1c")), withTwo.toString());
        List<String> withOne = moves(position("7k/8/8/8/8/8/1h6/4K3 b - - 0 1"));
        assertTrue(withOne.contains("b2a1k"), withOne.toString());
    }

    /** The Hoplite captures straight ahead, moves diagonally, and jumps two diagonally from its first rank. */
    @Test
    void theHopliteMovesLikeABerolinaPawn() {
        List<String> m = moves(position("k6k/3h4/8/8/8/8/8/4K3 b - - 0 1"));
        assertTrue(m.containsAll(List.of("d7c6", "d7e6", "d7b5", "d7f5")), m.toString());
        assertFalse(m.contains("d7d6"), m.toString());
        List<String> capture = moves(position("k6k/8/3h4/3P4/8/8/8/4K3 b - - 0 1"));
        assertTrue(capture.contains("d6d5"), capture.toString());
    }

    /** White castles; Black has no castling rights to write. */
    @Test
    void onlyWhiteCastles() {
        assertTrue(moves(position("1k4k1/8/8/8/8/8/8/R3K2R w KQ - 0 1")).containsAll(List.of("e1g1", "e1c1")));
        FenException e = assertThrows(FenException.class, () -> position("1k4k1/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
        assertTrue(e.getMessage().contains("'k' names no castling partner of Black"), e.getMessage());
    }
}
