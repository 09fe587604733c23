package org.variantc.compiler.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.variantc.compiler.games.Games;
import org.variantc.runtime.position.Position;
import org.variantc.runtime.search.EvalWeights;
import org.variantc.runtime.search.Evaluation;
import org.variantc.runtime.search.PieceValues;

/**
 * The royal danger ({@code RoyalDanger}, weight {@code danger}) from hand-built FIDE positions, its
 * parts counted by hand: 3 × attackers × Σ their weights (round(16 × value / mean value), the mean
 * over Queen, Rook, Bishop and Knight), 60 per royal-zone square hit, 150 per zone square the enemy
 * attacks that no man but the royal man defends, per enemy type 800 for one safe checking square it
 * can move to (1,300 for more) and 150 per unsafe one (a Pawn's checks not counted), nothing at 100 or
 * below, and nothing at all where no enemy man but royal and promoting ones hits the zone or the enemy
 * has no man worth three fifths of the dearest (a Queen). With {@code phaseEnd=100} every position is an end game,
 * where the score loses danger / 1,600 × the danger: at 1,600 the danger itself; with
 * {@code phaseMid=100} every position is a middle game, where it loses danger / 409,600 × its square.
 */
class RoyalDangerTest {
    /** The score with {@code danger} on less the score without it, both with the same phase weights. */
    private static int difference(String fen, String phase, int danger) {
        Position pos = Games.position("fide.variant", fen);
        PieceValues values = PieceValues.of(pos.rulebook());
        EvalWeights base = EvalWeights.UNTUNED.with(phase);
        return new Evaluation(pos.rulebook(), values, base.with("danger=" + danger)).evaluate(pos)
                - new Evaluation(pos.rulebook(), values, base).evaluate(pos);
    }

    private static int end(String fen) {
        return difference(fen, "phaseEnd=100", 1600);
    }

    private static int unit(int type) {
        PieceValues v = PieceValues.of(Games.position("fide.variant", null).rulebook());
        // FIDE's types in definition order: King 0, Queen 1, Rook 2, Bishop 3, Knight 4, Pawn 5
        double mean = (v.value(1) + v.value(2) + v.value(3) + v.value(4)) / 4.0;
        return (int) Math.round(16 * v.value(type) / mean);
    }

    @Test
    void theStartHasNone() {
        assertEquals(0, end("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
    }

    @Test
    void aCheckAloneCountsNothing() {
        // White's Queen on d1 can check on d8, a square no Black man attacks, but no White man hits
        // the zone (f7 g7 h7 f8 g8 h8): no attack, so no danger is counted.
        assertEquals(0, end("6k1/5ppp/8/8/8/8/8/3QK3 w - - 0 1"));
    }

    @Test
    void aSafeCheckCountsInBothPhases() {
        // A White Knight on g5 hits f7 and h7, both weak (only the King defends them); it can give no
        // check (e7 f6 h6 are not its squares). The Queen on d1 hits no zone square but checks
        // safely on d8: 800. Black has only Pawns, no Queen: nothing the other way.
        String fen = "6k1/5ppp/8/6N1/8/8/8/3QK3 w - - 0 1";
        int danger = 3 * unit(4) + 60 * 2 + 150 * 2 + 800;
        assertEquals(danger, end(fen));
        assertEquals(danger * danger / 4096, difference(fen, "phaseMid=100", 100));
        // Black to move: the same danger, against the side to move's opponent.
        assertEquals(-danger, end("6k1/5ppp/8/6N1/8/8/8/3QK3 b - - 0 1"));
    }

    @Test
    void aCheckOnADefendedSquareIsUnsafeAndNoQueenNoDanger() {
        // A Black Rook on a8 guards d8: the Queen's check there is unsafe, 150. The Rook could check
        // safely on e8, but Black has no man worth three fifths of a Queen: its danger is not counted.
        assertEquals(3 * unit(4) + 60 * 2 + 150 * 2 + 150, end("r5k1/5ppp/8/6N1/8/8/8/3QK3 w - - 0 1"));
    }

    @Test
    void attackersWeakSquaresAndChecksAddUp() {
        // Black King g8, zone f7 g7 h7 f8 g8 h8. White's Knight on g5 hits f7 and h7, the Queen on a1
        // g7 along the long diagonal: two attackers, three squares hit, all three weak (no Black Pawn
        // defends another here). The Queen checks safely from a8 (800) and unsafely by taking on g7
        // (a zone square only she attacks): 150.
        int danger = 3 * 2 * (unit(1) + unit(4)) + 60 * 3 + 150 * 3 + 800 + 150;
        assertEquals(danger, end("6k1/5ppp/8/6N1/8/8/8/Q5K1 w - - 0 1"));
        // Without the Knight: one attacker, one square hit, g7 weak, the same checks.
        assertEquals(3 * unit(1) + 60 + 150 + 800 + 150, end("6k1/5ppp/8/8/8/8/8/Q5K1 w - - 0 1"));
    }
}
